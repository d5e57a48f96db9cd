// CLIENT_LOG_LIMITS of @kinderly/shared, repeated here because that module's zod schemas would otherwise join the
// first load of every page (budget, ADR 015); report-error.test.ts checks that the two agree.
export const REPORT_LIMITS = { message: 2000, stack: 16_000, url: 2000 } as const;

/** What the server's log keeps of an error (ClientLogSchema of @kinderly/shared). */
export type ErrorReport = { message: string; stack: string | null; url: string };

/** Sends one report on (to the server's log, to the error-reporting service). May fail: failures are ignored. */
export type ErrorDelivery = (report: ErrorReport, error: unknown) => Promise<unknown>;

/** The same message again within this time is the same error repeating (a render loop, StrictMode's double effects). */
export const DEDUPE_WINDOW_MS = 5000;
/** A page that breaks in a loop with ever-changing messages still sends at most this many a minute. */
export const MAX_REPORTS_PER_MINUTE = 20;

let deliver: ErrorDelivery | null = null;
const lastSentAt = new Map<string, number>();
let sentThisMinute: number[] = [];

/** `Name: message`, the name only when it says more than "Error" (a ChunkLoadError's message holds type and request). */
function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const name = error.name && error.name !== 'Error' ? `${error.name}: ` : '';
    return `${name}${error.message || '(no message)'}`;
  }
  if (typeof error === 'string') return error || '(empty message)';
  try {
    return `Non-error thrown: ${JSON.stringify(error) ?? String(error)}`;
  } catch {
    return `Non-error thrown: ${String(error)}`;
  }
}

/** The address without its query and fragment, which can carry tokens (e-mail confirmation, password reset). */
export function pageAddress(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}`;
}

export function toErrorReport(error: unknown): ErrorReport {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : null;
  return {
    // The server refuses longer texts; a cut report is better than none.
    message: messageOf(error).slice(0, REPORT_LIMITS.message),
    stack: stack?.slice(0, REPORT_LIMITS.stack) ?? null,
    url: pageAddress().slice(0, REPORT_LIMITS.url),
  };
}

function mayReport(message: string, now: number): boolean {
  for (const [seen, at] of lastSentAt) if (now - at >= DEDUPE_WINDOW_MS) lastSentAt.delete(seen);
  if (lastSentAt.has(message)) return false;
  sentThisMinute = sentThisMinute.filter((at) => now - at < 60_000);
  if (sentThisMinute.length >= MAX_REPORTS_PER_MINUTE) return false;
  lastSentAt.set(message, now);
  sentThisMinute.push(now);
  return true;
}

/**
 * SPEC section 8's global handler: logs the error to the console and passes it on to the error reporting (the
 * server's log, and Sentry when configured). Never throws, and a failure of the reporting itself is not reported:
 * a broken log endpoint must not start a loop.
 */
export function reportError(error: unknown): void {
  console.error(error);
  if (!deliver) return;
  try {
    const report = toErrorReport(error);
    if (!mayReport(report.message, Date.now())) return;
    deliver(report, error).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}

/**
 * Where reports go; until this is called (and in unit tests) errors are only logged. Returns the function that
 * restores the previous delivery and forgets what was sent.
 */
export function configureErrorReporting(delivery: ErrorDelivery | null): () => void {
  const previous = deliver;
  deliver = delivery;
  return () => {
    deliver = previous;
    lastSentAt.clear();
    sentThisMinute = [];
  };
}
