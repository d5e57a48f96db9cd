import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { loginPath } from '../../../lib/auth/index.ts';
import { LoadError } from '../components/load-error.tsx';
import { SAMPLE_PDF_PATH } from '../constants.ts';
import { PdfFetchError, usePdfFile, type PdfFileSource } from '../pdf/get-pdf-file.ts';
import { resolvePdfSource } from '../pdf/pdf-source.ts';

// PDF.js is large; it is only fetched once there is a document to show.
const PdfDocumentView = lazy(() =>
  import('../pdf/pdf-document-view.tsx').then((m) => ({ default: m.PdfDocumentView })),
);

function Loading() {
  const { t } = useTranslation('content');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('content.pdf.loading')} />
    </Box>
  );
}

function PdfFile({ source, fileName }: { source: PdfFileSource; fileName: string }) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const query = usePdfFile(source);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const error = query.error;
    const failure = error instanceof PdfFetchError ? error.failure : 'network';
    const retryable = failure === 'server' || failure === 'network';
    return (
      <LoadError
        title={t('content.pdf.error.title')}
        onRetry={retryable ? () => void query.refetch() : undefined}
        retrying={query.isFetching}
      >
        {failure === 'not-found' && t('content.pdf.error.notFound')}
        {failure === 'not-pdf' && t('content.pdf.error.invalid')}
        {failure === 'network' && t('content.pdf.error.network')}
        {failure === 'sign-in' && (
          <Link component={RouterLink} to={loginPath(`${pathname}${search}`)}>
            {t('content.pdf.error.signIn')}
          </Link>
        )}
        {(failure === 'server' || failure === 'not-found') && error.message && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {t('content.pdf.error.server', { message: error.message })}
          </Box>
        )}
      </LoadError>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <PdfDocumentView file={query.data} fileName={fileName} />
    </Suspense>
  );
}

/** /pdf-viewer?url=<same-origin path> or ?fileId=<id of the files API>. */
export function PdfViewerPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const source = useMemo(() => resolvePdfSource(params, window.location.origin), [params]);

  let body;
  switch (source.kind) {
    case 'ok':
      body = <PdfFile key={source.path} source={source} fileName={source.fileName} />;
      break;
    case 'refused':
      body = (
        <Alert severity="error">
          <AlertTitle>{t('content.pdf.refused.title')}</AlertTitle>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {t('content.pdf.refused.text', { url: source.url })}
          </Box>
        </Alert>
      );
      break;
    case 'invalid-file':
      body = (
        <Alert severity="error">
          <AlertTitle>{t('content.pdf.invalidFile.title')}</AlertTitle>
          {t('content.pdf.invalidFile.text')}
        </Alert>
      );
      break;
    case 'none':
      body = (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={`/pdf-viewer?url=${encodeURIComponent(SAMPLE_PDF_PATH)}`}
              color="inherit"
              size="small"
            >
              {t('content.pdf.missing.sample')}
            </Button>
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <AlertTitle>{t('content.pdf.missing.title')}</AlertTitle>
          {t('content.pdf.missing.text')}
        </Alert>
      );
      break;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('content.pdf.title')}
          </Typography>
          {source.kind === 'ok' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
              <DescriptionIcon aria-hidden fontSize="small" />
              <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                {source.fileName}
              </Typography>
            </Stack>
          )}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
