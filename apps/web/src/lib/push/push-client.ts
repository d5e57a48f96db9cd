import { API_PATHS, PushKeySchema } from '@kinderly/shared';
import { apiRequest } from '../api/index.ts';

/** The service worker that shows pushes (apps/web/public/sw.js), at the root so it may show any page's. */
export const SERVICE_WORKER_URL = '/sw.js';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API wants it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser for permission (only now, after the person turned push on), subscribes this browser with the
 * server's VAPID key and hands the subscription to the server, which pushes to it from then on.
 */
export async function subscribeToPush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest({ path: API_PATHS.notifications.pushKey, schema: PushKeySchema });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiRequest({ method: 'POST', path: API_PATHS.notifications.pushSubscriptions, body: subscription.toJSON() });
  return 'subscribed';
}

/** Stops pushes to this browser: the server forgets it and the browser drops the subscription. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest({
    method: 'DELETE',
    path: API_PATHS.notifications.pushSubscriptions,
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
