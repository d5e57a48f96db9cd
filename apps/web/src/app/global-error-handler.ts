import { isDialogDismissed } from '../components/ui/dialog/dialog-context.ts';
import { isHandledApiError } from '../lib/api/api-error.ts';
import { deliverReport } from '../lib/errors/deliver-report.ts';
import { configureErrorReporting, reportError, type ErrorDelivery } from '../lib/errors/report-error.ts';

// Chromium's notice that a ResizeObserver callback had to wait a frame: not an error, and it carries no error object.
const BENIGN_MESSAGES = [/^ResizeObserver loop/];

function isBenign(event: ErrorEvent): boolean {
  if (event.error != null) return false;
  // "Script error." is a script of another origin that the browser will not describe: nothing to act on.
  return event.message === 'Script error.' || BENIGN_MESSAGES.some((pattern) => pattern.test(event.message));
}

/**
 * Rejections that are answers, not errors: a dialog closed without confirming rejects with `false` (SPEC section 4),
 * and an API failure the client has already acted on (it went to login or /error).
 */
export function isExpectedRejection(reason: unknown): boolean {
  return isDialogDismissed(reason) || isHandledApiError(reason);
}

/**
 * Listens for errors nothing caught: exceptions (`error`) and rejected promises nobody handled (`unhandledrejection`).
 * Each is reported once, by `reportError`, which also writes it to the console, so the browser's own line is
 * suppressed. Returns the function that stops listening.
 */
export function listenForUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isBenign(event)) return;
    event.preventDefault();
    reportError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    if (!isExpectedRejection(event.reason)) reportError(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** SPEC section 8's global handler, installed once before the app renders (main.tsx). */
export function installGlobalErrorHandler(delivery: ErrorDelivery = deliverReport): () => void {
  const restoreDelivery = configureErrorReporting(delivery);
  const stopListening = listenForUncaughtErrors();
  return () => {
    stopListening();
    restoreDelivery();
  };
}
