import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  Link as MuiLink,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QUALIFICATION_NAMES, type Badge, type BadgesData, type QualificationName } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useActivateQualification, useProofBlob, useProviderBadges, useVerification } from '../api/overview.ts';
import { BADGE_VERIFICATION_PATH } from '../paths.ts';
import { BlobProof } from '../components/blob-proof.tsx';

type Target = QualificationName | 'insurance';
const isQualification = (name: string): name is QualificationName =>
  (QUALIFICATION_NAMES as readonly string[]).includes(name);

function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fieldErrors ? Object.values(error.fieldErrors).flat().join(' ') : error.message;
  return fallback;
}

/** The verified switch of one qualification or of the insurance, with the server's refusal under it. */
function VerifySwitch(props: { providerId: string; name: Target; checked: boolean; disabled: boolean; label: string }) {
  const { t } = useTranslation('admin');
  const activate = useActivateQualification(props.providerId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            // Shows the change at once while it is saved; the server's answer (or refusal) then decides.
            checked={activate.isPending ? activate.variables.activate : props.checked}
            disabled={props.disabled || activate.isPending}
            onChange={(_, on) => {
              setError(null);
              activate.mutate(
                { name: props.name, activate: on },
                { onError: (failure) => setError(errorText(failure, t('verification.failed'))) },
              );
            }}
            slotProps={{ input: { 'aria-label': t('verification.verifiedSwitch', { badge: props.label }) } }}
          />
        }
        label={t('verification.verifiedLabel')}
      />
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

// Dark enough (or light, for amber) that the label keeps a 4.5:1 contrast: white on warning.main is 3.1:1.
const CHIP_STYLES = {
  verified: { bgcolor: 'success.dark', color: 'common.white' },
  waiting: { bgcolor: 'warning.light', color: 'common.black' },
  noProof: {},
  proofOnly: {},
} as const;

function StateChip({ state }: { state: 'verified' | 'waiting' | 'noProof' | 'proofOnly' }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      label={t(`verification.badgeStates.${state}`)}
      variant={state === 'noProof' ? 'outlined' : 'filled'}
      sx={CHIP_STYLES[state]}
    />
  );
}

function ProofView({ badge, label }: { badge: Badge; label: string }) {
  const { t } = useTranslation('admin');
  const file = badge.file!;
  const image = file.contentType.startsWith('image/');
  const blob = useProofBlob(image ? file.url : null);
  if (!image)
    return (
      <Button
        component={Link}
        to={`/pdf-viewer?fileId=${encodeURIComponent(file.id)}`}
        startIcon={<PdfIcon aria-hidden />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('verification.openPdf', { file: file.fileName })}
      </Button>
    );
  if (blob.isPending) return <LoadingState label={t('verification.loadingProof')} />;
  if (blob.isError) return <Alert severity="error">{t('verification.proofFailed')}</Alert>;
  return <BlobProof blob={blob.data.blob} alt={t('verification.proofAlt', { badge: label })} />;
}

function BadgeCard({ providerId, badge }: { providerId: string; badge: Badge }) {
  const { t } = useTranslation('admin');
  const label = t(`verification.badges.${badge.name}`);
  const qualification = isQualification(badge.name);
  const state =
    qualification && badge.activate ? 'verified' : !badge.file ? 'noProof' : !qualification ? 'proofOnly' : 'waiting';
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2">
                {label}
              </Typography>
              <StateChip state={state} />
            </Stack>
            {badge.file ? (
              <ProofView badge={badge} label={label} />
            ) : (
              <Typography color="text.secondary">
                {badge.activate ? t('verification.verifiedNoProof') : t('verification.claimedNoProof')}
              </Typography>
            )}
            {qualification ? (
              <VerifySwitch
                providerId={providerId}
                name={badge.name as QualificationName}
                checked={badge.activate === true}
                disabled={!badge.file && badge.activate !== true}
                label={label}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('verification.noFlag')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Grid>
  );
}

function InsuranceCard({ providerId, data }: { providerId: string; data: BadgesData }) {
  const { t } = useTranslation('admin');
  const profile = data.profile;
  if (!profile) return null;
  const label = t('verification.badges.insurance');
  const given = profile.insurancePolicyNumber !== '';
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="h6" component="h2">
                {label}
              </Typography>
              <StateChip state={!given ? 'noProof' : profile.insuranceActivate ? 'verified' : 'waiting'} />
            </Stack>
            <Typography>
              {given
                ? t('verification.insurance', {
                    company: profile.insuranceCompanyName || t('verification.noCompany'),
                    number: profile.insurancePolicyNumber,
                  })
                : t('verification.noInsurance')}
            </Typography>
            <VerifySwitch
              providerId={providerId}
              name="insurance"
              checked={profile.insuranceActivate}
              disabled={!given && !profile.insuranceActivate}
              label={label}
            />
          </Stack>
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * /admin/badge-verification/:providerId: each qualification the provider claims with its proof (an image shown
 * here, a PDF in the PDF viewer) and the verified switch of SPEC section 3; verifying makes the badge show on the
 * profile and in search. Every change is written to the audit log by the server.
 */
export function BadgeVerificationProviderPage() {
  const { t } = useTranslation('admin');
  const { providerId = '' } = useParams();
  const line = useVerification(providerId);
  const badges = useProviderBadges(providerId);
  const back = (
    <Box sx={{ mt: 3 }}>
      <MuiLink component={Link} to={BADGE_VERIFICATION_PATH} sx={{ color: 'primary.dark' }}>
        {t('verification.back')}
      </MuiLink>
    </Box>
  );
  if (line.isPending || badges.isPending) return <LoadingState />;
  if (line.isError || badges.isError) {
    const missing = [line.error, badges.error].some((error) => isApiError(error) && error.status === 404);
    return (
      <>
        <PageHeader title={t('verification.title')} />
        {missing ? (
          <Alert severity="info">{t('verification.notFound')}</Alert>
        ) : (
          <LoadError
            onRetry={() => {
              void line.refetch();
              void badges.refetch();
            }}
          />
        )}
        {back}
      </>
    );
  }
  const data = badges.data.data;
  const claimed = data?.badges.filter((badge) => badge.has || badge.file) ?? [];
  return (
    <>
      <PageHeader
        title={t('verification.ofProvider', { name: line.data.businessName ?? t('children.unnamed') })}
        intro={t('verification.providerIntro', { owner: line.data.ownerName, email: line.data.email })}
      />
      {!data ? (
        <Alert severity="info">{t('verification.stepNotDone')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {claimed.map((badge) => (
            <BadgeCard key={badge.name} providerId={providerId} badge={badge} />
          ))}
          <InsuranceCard providerId={providerId} data={data} />
          {claimed.length === 0 && (
            <Grid size={12}>
              <Typography>{t('verification.noBadges')}</Typography>
            </Grid>
          )}
        </Grid>
      )}
      {back}
    </>
  );
}
