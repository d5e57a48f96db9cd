import { captureException, init } from '@sentry/browser';
import type { PublicConfig } from '@kinderly/shared';
import { isChunkLoadError } from '../lazy-route.ts';

export type CaptureError = (error: unknown) => void;

// The app's global handler decides what is an error (a dismissed dialog is not) and passes each one here, so
// Sentry's own window handlers and wrapped timers would only report the same errors twice.
const REPORTED_BY_THE_APP = new Set(['GlobalHandlers', 'BrowserApiErrors']);

/**
 * Starts Sentry for this deployment. Only ever loaded by a dynamic import, once `GET /api/config` has named a DSN,
 * so a deployment without error reporting never downloads it.
 */
export function startSentry({ sentryDsn, environment, version }: PublicConfig & { sentryDsn: string }): CaptureError {
  init({
    dsn: sentryDsn,
    environment,
    release: version,
    integrations: (defaults) => defaults.filter((integration) => !REPORTED_BY_THE_APP.has(integration.name)),
  });
  return (error) => {
    // SPEC section 8: a chunk load failure is reported with its type and request.
    if (!isChunkLoadError(error)) {
      captureException(error);
      return;
    }
    captureException(error, {
      tags: { chunkLoadErrorType: error.type },
      extra: { type: error.type, request: error.request },
    });
  };
}
