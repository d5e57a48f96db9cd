import { Alert, Box, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { POLICY_IDS, type PolicyId } from '@kinderly/shared';
import { Trans, useTranslation } from 'react-i18next';
import { ServerHtml } from '../../../components/ui/server-html.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { usePolicy } from '../api/get-policy.ts';
import { LoadError } from '../components/load-error.tsx';
import { formatLongDate, machineDate } from '../lib/format-date.ts';
import { isNotFound } from '../lib/not-found.ts';
import { useContentLanguage } from '../lib/use-content-language.ts';

type PolicyKind = keyof typeof TITLE_KEYS;

// The page's own name, shown until the document (and its title) has arrived, or when it cannot.
const TITLE_KEYS = {
  privacy: 'content.policy.titles.privacy',
  terms: 'content.policy.titles.terms',
  cookies: 'content.policy.titles.cookies',
} as const;

const POLICY_OF: Record<PolicyKind, PolicyId> = {
  privacy: POLICY_IDS.privacyPolicy,
  terms: POLICY_IDS.termsOfUse,
  cookies: POLICY_IDS.cookiePolicy,
};

function PolicySkeleton() {
  const { t } = useTranslation('content');
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{t('content.policy.loading')}</VisuallyHidden>
      <Box aria-hidden>
        <Skeleton variant="text" sx={{ width: '35%', mb: 3 }} />
        {[100, 96, 99, 70, 0, 100, 92, 40].map((width, index) =>
          width === 0 ? (
            <Box key={index} sx={{ height: 16 }} />
          ) : (
            <Skeleton key={index} variant="text" sx={{ width: `${width}%` }} />
          ),
        )}
      </Box>
    </Box>
  );
}

/** A policy text from the server (SPEC section 7, get policy), in the reader's language. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const query = usePolicy(POLICY_OF[kind], language);
  const title = query.data?.title ?? t(TITLE_KEYS[kind]);

  let body;
  if (query.isPending) body = <PolicySkeleton />;
  else if (query.isError && isNotFound(query.error))
    body = <Alert severity="info">{t('content.policy.notFound')}</Alert>;
  else if (query.isError)
    body = (
      <LoadError
        title={t('content.policy.error.title')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        {t('content.policy.error.text')}
      </LoadError>
    );
  else {
    const { updatedAt, html } = query.data;
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          <Trans
            ns="content"
            i18nKey="content.policy.lastUpdated"
            values={{ date: formatLongDate(updatedAt, language) }}
            components={{ time: <time dateTime={machineDate(updatedAt)} /> }}
          />
        </Typography>
        <Divider />
        <ServerHtml html={html} />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Stack spacing={3}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {title}
        </Typography>
        {body}
      </Stack>
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <PolicyPage kind="privacy" />;
}

export function TermsOfUsePage() {
  return <PolicyPage kind="terms" />;
}

export function CookiePolicyPage() {
  return <PolicyPage kind="cookies" />;
}
