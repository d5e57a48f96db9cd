import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROVIDER_TYPES, type CanadianProvince, type RegulationCompliance } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useRegulationCompliance } from '../api/get-regulation-compliance.ts';
import { ComplianceCheckCard } from '../components/compliance-check-card.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The provider's own facts next to the province's limits. */
function ComplianceSummary({ data }: { data: RegulationCompliance }) {
  const { t } = useTranslation('provider-enrolment');
  const type = PROVIDER_TYPES.find((candidate) => candidate.id === data.providerType);
  const { rules } = data;
  return (
    <Paper component="section" aria-labelledby="compliance-summary" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="compliance-summary" variant="h6" component="h2">
          {t('compliance.summary.title')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          <Fact
            label={t('compliance.summary.province')}
            value={
              data.province
                ? t(`location.provinces.${data.province as CanadianProvince}`)
                : t('compliance.summary.notSaved')
            }
          />
          <Fact
            label={t('compliance.summary.type')}
            value={type ? t(`program.providerTypes.${type.key}`) : t('compliance.summary.notSaved')}
          />
          <Fact
            label={t('compliance.summary.spaces')}
            value={t('compliance.summary.spacesCount', { count: data.totalSpaces })}
          />
        </Box>
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('compliance.summary.rulesTitle')}
          </Typography>
          <Typography variant="body2">
            {t('compliance.summary.unlicensedMax', { max: rules.unlicensedMaxChildren })}
          </Typography>
          <Typography variant="body2">
            {t(`compliance.summary.licensedMax_${rules.licensedThrough}`, { max: rules.licensedMaxChildren })}
          </Typography>
        </Stack>
        {rules.isFallback && <Alert severity="info">{t('compliance.summary.fallback')}</Alert>}
      </Stack>
    </Paper>
  );
}

/** /app/regulation-compliance: what the province asks of a home daycare, check by check, with the step that fixes each. */
export function RegulationCompliancePage() {
  const { t } = useTranslation('provider-enrolment');
  const compliance = useRegulationCompliance();
  const header = <PageHeader title={t('compliance.title')} intro={t('compliance.intro')} />;
  if (compliance.isError)
    return (
      <>
        {header}
        <LoadError onRetry={() => void compliance.refetch()} />
      </>
    );
  if (!compliance.data) return <LoadingState />;
  const { data } = compliance;
  const open = data.checks.filter((check) => check.required && check.status !== 'met').length;
  return (
    <>
      {header}
      <Stack spacing={3}>
        <ComplianceSummary data={data} />
        <Alert severity={open > 0 ? 'warning' : 'success'} role="status">
          {open > 0 ? t('compliance.summaryCount', { count: open }) : t('compliance.allMet')}
        </Alert>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          }}
        >
          {data.checks.map((check) => (
            <li key={check.id}>
              <ComplianceCheckCard check={check} rules={data.rules} />
            </li>
          ))}
        </Box>
      </Stack>
    </>
  );
}
