import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createParent,
  createProvider,
  createSuperAdmin,
  notifications,
  providers,
  pushSubscriptions,
  users,
} from '@kinderly/db';
import {
  API_PATHS,
  NOTIFICATION_HUB_EVENT,
  type NotificationHubPayload,
  type NotificationList,
} from '@kinderly/shared';
import type { NotificationEvent } from '../src/lib/notifications/centre.ts';
import { NOTIFY_JOB } from '../src/lib/notifications/jobs.ts';
import { bearer, loginAs } from './account-helpers.ts';
import {
  bookableProvider,
  bookedOrder,
  NOW,
  parentWithChild,
  providerCall,
  providerHeaders,
} from './booking-helpers.ts';
import { closeSockets, connect, listen, nextEvent, tokenOf } from './chat-hub-helpers.ts';
import { useTestApp } from './helpers.ts';
import { parseMime } from './mime.ts';
import { ManualClock } from './manual-clock.ts';

// A real SMTP server on the loopback: the mails as a mail server receives them.
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() });
      callback();
    });
  },
});
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
afterAll(() => new Promise<void>((done) => smtp.close(done)));

// A push service on the loopback, over HTTPS like the real ones (a certificate made for the test): the web-push
// library posts each push to the subscription's endpoint.
const certDir = mkdtempSync(join(tmpdir(), 'kinderly-push-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
const certificate = readFileSync(join(certDir, 'cert.pem'));
const pushes: { path: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
const pushService = createServer(
  { key: readFileSync(join(certDir, 'key.pem')), cert: certificate },
  (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pushes.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
      response.statusCode = request.url?.startsWith('/gone') ? 410 : 201;
      response.end();
    });
  },
);
await new Promise<void>((done) => pushService.listen(0, '127.0.0.1', done));
const pushUrl = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((done) => pushService.close(() => done())));

const clock = new ManualClock(NOW);
const ctx = useTestApp({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    PUBLIC_URL: 'https://kinderly.test',
  },
  // The app's own push sender, trusting the local push service's certificate.
  deps: { clock, pushAgent: new Agent({ ca: certificate }) },
});
let url: string;
beforeAll(async () => {
  url = await listen(ctx.app);
});
afterEach(closeSockets);

async function mailsTo(address: string, atLeast = 1): Promise<{ to: string[]; raw: string }[]> {
  for (let i = 0; i < 100; i++) {
    await ctx.app.mailer.idle?.();
    const mails = received.filter((mail) => mail.to.includes(address));
    if (mails.length >= atLeast) return mails;
    await new Promise((done) => setTimeout(done, 30));
  }
  return received.filter((mail) => mail.to.includes(address));
}

async function person(overrides: Parameters<typeof createParent>[1] = {}) {
  const user = await createParent(ctx.db.db, overrides);
  return { user, headers: bearer(await loginAs(ctx.app, user)) };
}

const event = (userId: string, overrides: Partial<NotificationEvent> = {}): NotificationEvent => ({
  userId,
  kind: 'badge.verified',
  dedupeKey: `test:${randomUUID()}`,
  title: { en: 'Your first aid badge is verified', fr: 'Votre badge de secourisme est vérifié' },
  body: { en: 'Parents now see it.\n\nWell done.', fr: 'Les parents le voient.\n\nBravo.' },
  link: '/app/badges',
  mail: {
    action: { en: 'See my badges', fr: 'Voir mes badges' },
    url: { en: 'https://kinderly.test/app/badges', fr: 'https://kinderly.test/app/badges?lang=fr' },
  },
  ...overrides,
});

const list = async (headers: Record<string, string>, query = '') =>
  (
    await ctx.app.inject({ method: 'GET', url: `${API_PATHS.notifications.list}${query}`, headers })
  ).json<NotificationList>();

describe('the notification centre: in-app', () => {
  it("keeps each person's notifications to themselves, newest first, and marks them read (one and all)", async () => {
    const ana = await person();
    const ben = await person();
    await ctx.app.notificationCentre.deliver([event(ana.user.id, { dedupeKey: 'first' })]);
    clock.advance({ minutes: 1 });
    await ctx.app.notificationCentre.deliver([event(ana.user.id, { dedupeKey: 'second', kind: 'account.event' })]);

    const mine = await list(ana.headers);
    expect(mine.unreadCount).toBe(2);
    expect(mine.items.map((item) => item.kind)).toEqual(['account.event', 'badge.verified']);
    expect(mine.items[1]).toMatchObject({
      title: { en: 'Your first aid badge is verified', fr: 'Votre badge de secourisme est vérifié' },
      link: '/app/badges',
      readAt: null,
    });
    expect((await list(ben.headers)).items).toEqual([]);

    const anaFirst = mine.items[1]!.id;
    const stranger = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.notifications.markRead.replace('{id}', anaFirst),
      headers: ben.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.notifications.markRead.replace('{id}', 'nope'),
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { Id: [expect.any(String)] } });
    const read = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.notifications.markRead.replace('{id}', anaFirst),
      headers: ana.headers,
    });
    expect(read.json()).toMatchObject({ id: anaFirst, readAt: expect.any(String) });
    const count = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.notifications.unreadCount,
      headers: ana.headers,
    });
    expect(count.json()).toEqual({ unreadCount: 1 });

    const all = await ctx.app.inject({ method: 'PUT', url: API_PATHS.notifications.markAllRead, headers: ana.headers });
    expect(all.json()).toEqual({ marked: 1, unreadCount: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.notifications.list })).statusCode).toBe(401);
  });

  it('pages with the last id seen, so a new notification neither repeats nor hides one', async () => {
    const ana = await person();
    for (let i = 0; i < 5; i++) {
      clock.advance({ seconds: 1 });
      await ctx.app.notificationCentre.deliver([event(ana.user.id, { dedupeKey: `page-${i}` })]);
    }
    const first = await list(ana.headers, '?pageSize=2');
    expect(first.items).toHaveLength(2);
    clock.advance({ seconds: 1 });
    await ctx.app.notificationCentre.deliver([event(ana.user.id, { dedupeKey: 'late' })]);
    const second = await list(ana.headers, `?pageSize=2&after=${first.nextAfter}`);
    const third = await list(ana.headers, `?pageSize=2&after=${second.nextAfter}`);
    expect(third.nextAfter).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('reaches an administrator too (the hub takes every signed-in role, chat or not)', async () => {
    const admin = await createSuperAdmin(ctx.db.db);
    const socket = await connect(url, tokenOf(bearer(await loginAs(ctx.app, admin))));
    const arrived = nextEvent<NotificationHubPayload>(socket, NOTIFICATION_HUB_EVENT);
    await ctx.app.notificationCentre.deliver([event(admin.id)]);
    expect((await arrived).kind).toBe('badge.verified');
  });

  it("reaches the person's open tabs at once through the hub, with the unread count", async () => {
    const ana = await person();
    const socket = await connect(url, tokenOf(ana.headers));
    const arrived = nextEvent<NotificationHubPayload>(socket, NOTIFICATION_HUB_EVENT);
    await ctx.app.notificationCentre.deliver([event(ana.user.id)]);
    expect(await arrived).toMatchObject({
      kind: 'badge.verified',
      title: { fr: 'Votre badge de secourisme est vérifié' },
      unreadCount: 1,
    });
  });
});

describe('the notification centre: e-mail', () => {
  it("mails in the reader's language, and nothing to a person who turned mail off", async () => {
    const claire = await person({ language: 'fr' });
    const quiet = await person();
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.account.updateUserNotifications}?pushNotifications=true&emailNotifications=false`,
      headers: quiet.headers,
    });
    expect(off.json()).toEqual({ pushNotifications: true, emailNotifications: false });

    await ctx.app.notificationCentre.deliver([event(claire.user.id), event(quiet.user.id)]);
    const [mail] = await mailsTo(claire.user.email);
    const parts = parseMime(mail!.raw);
    expect(parts.headers).toMatch(/^Subject: .*Votre/im);
    expect(parts.text).toContain('Bonjour');
    expect(parts.text).toContain('Les parents le voient.');
    expect(parts.html).toContain('https://kinderly.test/app/badges?lang=fr');
    expect(await mailsTo(quiet.user.email, 1)).toEqual([]);
    expect((await list(quiet.headers)).unreadCount).toBe(1);
  });

  it("follows a provider's own mail switch for booking requests", async () => {
    const listed = await createProvider(ctx.db.db, { complete: true });
    await ctx.db.db
      .update(providers)
      .set({
        notifications: {
          emailOnBookingRequest: false,
          emailOnBookingCancelled: true,
          emailOnNewMessage: true,
          emailOnWaitlistRequest: true,
          emailOnPayment: true,
          pushNotifications: false,
          smsNotifications: false,
        },
      })
      .where(eq(providers.id, listed.id));
    const [owner] = await ctx.db.db.select().from(users).where(eq(users.id, listed.userId));
    await ctx.app.notificationCentre.deliver([
      event(listed.userId, { kind: 'booking.requested', providerMailSwitch: 'emailOnBookingRequest' }),
      event(listed.userId, { kind: 'booking.cancelled', providerMailSwitch: 'emailOnBookingCancelled' }),
    ]);
    const mails = await mailsTo(owner!.email, 1);
    expect(mails).toHaveLength(1);
  });

  it('delivers an event once when it is delivered twice at once, or by two processes running the job', async () => {
    const ana = await person();
    const twice = event(ana.user.id);
    await Promise.all([ctx.app.notificationCentre.deliver([twice]), ctx.app.notificationCentre.deliver([twice])]);
    await new Promise((done) => setTimeout(done, 200));
    expect(await mailsTo(ana.user.email, 2)).toHaveLength(1);

    // A second server process on the same database: both look for due jobs at the same moment.
    const { buildApp } = await import('../src/app.ts');
    const { testConfig } = await import('./helpers.ts');
    const other = await buildApp(
      testConfig({ SMTP_URL: ctx.app.config.SMTP_URL, PUBLIC_URL: 'https://kinderly.test' }),
      {
        db: ctx.db,
        logger: false,
        clock,
      },
    );
    await other.ready();
    try {
      const ben = await person();
      await ctx.app.jobs.enqueue(ctx.app.db, { name: NOTIFY_JOB, payload: { events: [event(ben.user.id)] } });
      await Promise.all([ctx.app.jobs.runDue(), other.jobs.runDue()]);
      await other.mailer.idle?.();
      await new Promise((done) => setTimeout(done, 200));
      expect(await mailsTo(ben.user.email, 2)).toHaveLength(1);
      const rows = await ctx.db.db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
      expect(rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

/** A browser's subscription as PushSubscription.toJSON() gives it, to our local push service. */
function subscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushUrl}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('the notification centre: web push', () => {
  it("pushes to each of the person's browsers with VAPID, and forgets one the push service says is gone", async () => {
    const ana = await person();
    const key = await ctx.app.inject({ method: 'GET', url: API_PATHS.notifications.pushKey, headers: ana.headers });
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    for (const path of [`/ok/${ana.user.id}`, `/gone/${ana.user.id}`]) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.notifications.pushSubscriptions,
        headers: ana.headers,
        payload: subscription(path),
      });
      expect(saved.statusCode).toBe(204);
    }
    await ctx.app.notificationCentre.deliver([event(ana.user.id)]);
    const mine = pushes.filter((push) => push.path.endsWith(ana.user.id));
    expect(mine.map((push) => push.path.split('/')[1]).sort()).toEqual(['gone', 'ok']);
    const ok = mine.find((push) => push.path.startsWith('/ok'))!;
    expect(ok.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(ok.bytes).toBeGreaterThan(100);
    const left = await ctx.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.user.id));
    expect(left.map((row) => row.endpoint)).toEqual([`${pushUrl}/ok/${ana.user.id}`]);
  });

  it('pushes nothing to a person who turned push off, and refuses a malformed subscription', async () => {
    const ben = await person();
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.notifications.pushSubscriptions,
      headers: ben.headers,
      payload: subscription(`/ok/${ben.user.id}`),
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.account.updateUserNotifications}?pushNotifications=false`,
      headers: ben.headers,
    });
    await ctx.app.notificationCentre.deliver([event(ben.user.id)]);
    expect(pushes.filter((push) => push.path.endsWith(ben.user.id))).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.notifications.pushSubscriptions,
      headers: ben.headers,
      payload: { endpoint: 'javascript:alert(1)', keys: { p256dh: '', auth: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('booking events reach the bell', () => {
  it('tells the parent in-app when the provider approves, and the provider when the parent books', async () => {
    clock.set(NOW);
    const provider = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    expect((await providerCall(ctx.app, providerAuth, 'approveOrder', order.orderId)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const parentList = await list(parent.headers);
    expect(parentList.items.map((item) => item.kind)).toContain('booking.approved');
    const approved = parentList.items.find((item) => item.kind === 'booking.approved')!;
    expect(approved.title.en).toMatch(/^Booking approved: Léa on /);
    expect(approved.title.fr).toMatch(/Léa/);
    expect(approved.link).toMatch(/^\/orders-history\?token=/);
    expect((await list(providerAuth)).items.map((item) => item.kind)).toContain('booking.requested');

    // On the day: check-in and pick-up reach the parent's bell, in both languages, without a mail each.
    const mailsBefore = (await mailsTo(parent.email, 0)).length;
    clock.set('2027-03-10T12:55:00Z');
    expect((await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', order.orderId)).statusCode).toBe(200);
    clock.set('2027-03-10T21:30:00Z');
    expect((await providerCall(ctx.app, providerAuth, 'setPickUpTimeStamp', order.orderId)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const day = (await list(parent.headers)).items;
    expect(day.find((item) => item.kind === 'booking.checked_in')?.title).toEqual({
      en: 'Léa has arrived at Little Maples Home Daycare',
      fr: 'Arrivée de Léa chez Little Maples Home Daycare',
    });
    expect(day.map((item) => item.kind)).toContain('booking.picked_up');
    await new Promise((done) => setTimeout(done, 200));
    expect(await mailsTo(parent.email, 0)).toHaveLength(mailsBefore);
  });
});
