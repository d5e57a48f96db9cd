import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/errors/report-error.ts';
import { isChunkLoadError } from '../lib/lazy-route.ts';

/**
 * Shown when rendering or loading a route throws. The most common cause is a chunk that can no longer be fetched
 * after a new release (a ChunkLoadError, SPEC section 8): reloading fetches the new index.html and its chunks.
 * The error goes to the global handler, since the router caught it before any window handler could.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    // A thrown Response (a loader's 404) is an answer, not a defect.
    if (isRouteErrorResponse(error)) console.error(error);
    else reportError(error);
  }, [error]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {chunkFailed ? t('routeError.chunkTitle') : t('routeError.title')}
        </Typography>
        <Typography color="text.secondary">{chunkFailed ? t('routeError.chunkText') : t('routeError.text')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

/** The same at the root, where no layout is left around it to give the page its main landmark. */
export function RootRouteError() {
  return (
    <Box component="main">
      <RouteError />
    </Box>
  );
}
