import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { formatCents } from '../../../lib/money.ts';
import { useAllowance } from '../api/allowance.ts';

export const WAITLIST_CARD_PATH = '/app/waitlist/waitlist-card';

/** The page's words for a child the server refused (not the family's, not enrolled), or null to retry. */
export function childProblemOf(error: unknown): string | null {
  return isApiError(error) && error.status !== null && [400, 404, 409].includes(error.status) ? error.message : null;
}

/**
 * /limit-page?childId=: a family tried to join more waitlists for a child than it holds (3 free, more once bought;
 * ADR 023). It says where the child stands and offers the one-time purchase.
 */
export function LimitPage() {
  const { t, i18n } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const childId = params.get('childId');
  const allowance = useAllowance(childId);
  const refusal = childProblemOf(allowance.error);

  if (!childId || refusal) {
    return (
      <>
        <PageHeader title={t('limit.title')} />
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={Link} to={WAITLIST_CARD_PATH}>
              {t('limit.toCard')}
            </Button>
          }
        >
          {refusal ?? t('limit.noChild')}
        </Alert>
      </>
    );
  }
  if (allowance.isPending) return <LoadingState />;
  if (allowance.isError) return <LoadError onRetry={() => void allowance.refetch()} />;
  const { childFirstName: name, used, limit, free, pack } = allowance.data;
  const price = formatCents(pack.amountCents, i18n.language);
  return (
    <>
      <PageHeader title={t('limit.title')} intro={t('limit.intro', { name, count: used, total: limit })} />
      <Paper variant="outlined" component="section" aria-labelledby="limit-offer" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="limit-offer" variant="h6" component="h2">
            {t('limit.offerTitle', { count: pack.entries, price })}
          </Typography>
          <Typography>{t('limit.why', { count: free })}</Typography>
          <Typography>{t('limit.offer', { name, count: pack.entries, price })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              component={Link}
              to={`/one-time-purchase?childId=${encodeURIComponent(childId)}`}
            >
              {t('limit.buy', { count: pack.entries })}
            </Button>
            <Button component={Link} to={WAITLIST_CARD_PATH}>
              {t('limit.manage')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
