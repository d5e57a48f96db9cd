import type { CaptureError } from './sentry-reporter.ts';
import type { ErrorReport } from './report-error.ts';

let sentry: Promise<CaptureError | null> | null = null;

/**
 * Sentry when `GET /api/config` names a DSN, else null. Asked at the first error rather than at start-up: most visits
 * have none, and then neither the config call nor @sentry/browser costs them anything.
 */
function sentryCapture(): Promise<CaptureError | null> {
  sentry ??= import('../public-config.ts')
    .then(({ getPublicConfig }) => getPublicConfig())
    .then(async (config) => {
      const { sentryDsn } = config;
      if (!sentryDsn) return null;
      const { startSentry } = await import('./sentry-reporter.ts');
      return startSentry({ ...config, sentryDsn });
    })
    .catch(() => {
      // No config (or no Sentry chunk) this time: the next error asks again.
      sentry = null;
      return null;
    });
  return sentry;
}

async function sendToServerLog(report: ErrorReport): Promise<void> {
  const { sendClientLog } = await import('./send-client-log.ts');
  await sendClientLog(report);
}

async function sendToSentry(error: unknown): Promise<void> {
  (await sentryCapture())?.(error);
}

/**
 * The app's error delivery: the server's log and, when configured, Sentry. The API client is loaded on demand, so
 * the handler adds nothing to the first load of a public page.
 */
export async function deliverReport(report: ErrorReport, error: unknown): Promise<void> {
  await Promise.allSettled([sendToServerLog(report), sendToSentry(error)]);
}

/** For tests: forget the Sentry decision. */
export function resetSentryForTests(): void {
  sentry = null;
}
