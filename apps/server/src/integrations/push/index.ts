import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { pushSubscriptions, type Database } from '@kinderly/db';
import type { PushSender } from '../../lib/notifications/centre.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for push services that need to reach them (a mailto: or https: address). */
  subject: string;
}

/**
 * The VAPID keys (ADR 029): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once into
 * DATA_DIR (like the JWT secret), so a development install works without configuration and keeps its browsers'
 * subscriptions across restarts.
 */
export function loadVapidKeys(config: {
  dataDir: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
}): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  const file = join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...saved, subject: config.VAPID_SUBJECT };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject: config.VAPID_SUBJECT };
}

/** What a push carries to the service worker (apps/web/public/sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
  tag: string;
}

/**
 * Sends to every browser the person subscribed. A subscription the push service says is gone (404, 410) is
 * deleted; other failures throw after trying every browser, so the delivery job is retried.
 */
export function createPushSender(deps: {
  db: Database;
  keys: VapidKeys;
  log: { warn(obj: object, msg: string): void };
  timeoutMs?: number;
  /** The HTTPS agent to the push services (tests trust their local one's certificate with it). */
  agent?: Agent | undefined;
}): PushSender {
  const vapidDetails = { subject: deps.keys.subject, publicKey: deps.keys.publicKey, privateKey: deps.keys.privateKey };
  return {
    async send(userId, message: PushMessage) {
      const subscriptions = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      if (subscriptions.length === 0) return false;
      const gone: string[] = [];
      let delivered = 0;
      let failed: unknown = null;
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            await webpush.sendNotification(
              { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
              JSON.stringify(message),
              {
                vapidDetails,
                TTL: 24 * 3600,
                timeout: deps.timeoutMs ?? 10_000,
                urgency: 'normal',
                ...(deps.agent ? { agent: deps.agent } : {}),
              },
            );
            delivered += 1;
          } catch (error) {
            if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
              gone.push(subscription.id);
              deps.log.warn({ subscriptionId: subscription.id }, 'push subscription gone; removed');
            } else failed = error;
          }
        }),
      );
      if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (delivered === 0 && failed) throw failed;
      return delivered > 0;
    },
  };
}
