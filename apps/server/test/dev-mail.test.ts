import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createParent, type DbHandle } from '@kinderly/db';
import { listOutbox, outboxDir } from '../src/integrations/mail/index.ts';
import { freshAddress, outbox } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const dev = useTestApp({ env: { NODE_ENV: 'development' } });

describe('outbox and /dev/mail outside production', () => {
  it('writes each mail to the outbox and lists it, newest first, as JSON and as a page', async () => {
    const first = await createParent(dev.db.db, { firstName: 'Ada' });
    const second = await createParent(dev.db.db, { firstName: 'Bo <b>' });
    for (const user of [first, second]) {
      await dev.app.inject({
        method: 'POST',
        url: '/api/account/forgotPassword',
        payload: { email: user.email },
        remoteAddress: freshAddress(),
      });
    }
    const mails = await outbox(dev.app);
    expect(mails.map((mail) => mail.to)).toEqual([second.email, first.email]);
    expect(mails[0]).toMatchObject({
      subject: 'Reset your password',
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(mails[0]!.text).toContain('Hello Bo <b>,');
    expect(mails[0]!.html).toContain('Hello Bo &lt;b&gt;,');

    const page = await dev.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
    expect(page.body).toContain(`href="/dev/mail/${mails[0]!.id}"`);

    const one = await dev.app.inject({ method: 'GET', url: `/dev/mail/${mails[0]!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe(mails[0]!.html);
  });

  it('answers 404 for an unknown mail and never reads outside the outbox', async () => {
    for (const id of ['1700000000000-00000000-0000-0000-0000-000000000000', '..%2F..%2Fjwt-secret', 'jwt-secret']) {
      const res = await dev.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain('test-secret');
    }
  });
});

/** What a request for a path that does not exist gets, minus the parts that name the path and the request. */
async function unknownPath(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/no-such-path', remoteAddress: '192.168.1.20' });
  return { status: res.statusCode, type: res.headers['content-type'], keys: Object.keys(res.json()).sort() };
}

/** Each outbox address answers exactly like a path that does not exist, and shows nothing of the outbox. */
async function expectNotFound(app: FastifyInstance, request: Omit<InjectOptions, 'url' | 'method'>, label: string) {
  const expected = await unknownPath(app);
  const mails = await listOutbox(outboxDir(app.config));
  for (const url of ['/api/dev/mail', '/dev/mail', `/dev/mail/${mails[0]?.id ?? 'none'}`]) {
    const res = await app.inject({ method: 'GET', url, ...request });
    expect(res.statusCode, `${label} ${url}`).toBe(404);
    expect(res.headers['content-type'], `${label} ${url}`).toBe(expected.type);
    expect(Object.keys(res.json()).sort()).toEqual(expected.keys);
    expect(res.json().message).toBe(`No route GET ${url}`);
    expect(res.body).not.toMatch(/Outbox|@|reset/i);
  }
}

async function expectServed(app: FastifyInstance, request: Omit<InjectOptions, 'url' | 'method'>, label: string) {
  const json = await app.inject({ method: 'GET', url: '/api/dev/mail', ...request });
  expect(json.statusCode, label).toBe(200);
  const page = await app.inject({ method: 'GET', url: '/dev/mail', ...request });
  expect(page.statusCode, label).toBe(200);
  expect(page.body).toContain('<h1>Outbox</h1>');
}

async function sendResetMail(app: FastifyInstance, db: DbHandle) {
  const user = await createParent(db.db);
  await app.inject({
    method: 'POST',
    url: '/api/account/forgotPassword',
    payload: { email: user.email },
    remoteAddress: freshAddress(),
  });
  await app.mailer.idle?.();
}

describe('who may read the outbox', () => {
  it('answers this machine: IPv4 loopback (all of 127/8), IPv6 loopback and IPv4-mapped loopback', async () => {
    await sendResetMail(dev.app, dev.db);
    await expectServed(dev.app, { remoteAddress: '127.0.0.1' }, 'v4');
    await expectServed(dev.app, { remoteAddress: '127.10.20.30', headers: { host: '127.0.0.1:3000' } }, '127/8');
    await expectServed(dev.app, { remoteAddress: '::1', headers: { host: '[::1]:3000' } }, 'v6');
    await expectServed(dev.app, { remoteAddress: '::ffff:127.0.0.1', headers: { host: 'localhost:3000' } }, 'mapped');
  });

  it('is a 404 for another machine, whatever NODE_ENV says', async () => {
    await expectNotFound(dev.app, { remoteAddress: '192.168.1.20' }, 'LAN');
    await expectNotFound(dev.app, { remoteAddress: '::ffff:192.168.1.20' }, 'LAN as IPv6');
    await expectNotFound(dev.app, { remoteAddress: '2001:db8::20' }, 'IPv6');
  });

  it('is a 404 for anything that came through a proxy, even from loopback and even naming loopback', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      await expectNotFound(dev.app, { remoteAddress: '127.0.0.1', headers }, JSON.stringify(headers));
    }
  });

  it('is a 404 on loopback when the Host is not this machine (a page that rebound its name to 127.0.0.1)', async () => {
    await expectNotFound(dev.app, { remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:3000' } }, 'host');
  });
});

const webDistDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Kinderly</title><div id="root"></div>');
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://kinderly.example', PAYMENTS_SANDBOX: 'true' };
// Behind a reverse proxy that is trusted, so request.ip follows X-Forwarded-For.
const outboxInProduction = useTestApp({
  env: { ...PRODUCTION, MAIL_OUTBOX: 'true', TRUST_PROXY: 'true' },
  webDistDir,
  extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
});
const smtpInProduction = useTestApp({ env: { ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:1' }, webDistDir });

describe('in production', () => {
  it('with MAIL_OUTBOX=true, answers this machine only; a trusted proxy saying 127.0.0.1 does not make it local', async () => {
    const app = outboxInProduction.app;
    await sendResetMail(app, outboxInProduction.db);
    expect(app.mailer.kind).toBe('outbox');
    await expectServed(app, { remoteAddress: '127.0.0.1' }, 'loopback');
    await expectNotFound(app, { remoteAddress: '192.168.1.20' }, 'LAN');

    // The proxy's own address, and the header it believes: request.ip is loopback here, the request is not local.
    const forwarded = { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await app.inject({ method: 'GET', url: '/test/ip', ...forwarded })).json()).toEqual({ ip: '127.0.0.1' });
    await expectNotFound(app, forwarded, 'trusted X-Forwarded-For');
    await expectNotFound(
      app,
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      'same-host proxy',
    );
    await expectNotFound(app, { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } }, 'Forwarded');
  });

  it('with SMTP, has no outbox pages at all and no /dev/ui page, even for this machine', async () => {
    const app = smtpInProduction.app;
    expect(app.mailer.kind).toBe('smtp');
    await expectNotFound(app, { remoteAddress: '127.0.0.1' }, 'loopback');
    const gallery = await app.inject({ method: 'GET', url: '/dev/ui' });
    expect(gallery.statusCode).toBe(404);
    expect(gallery.headers['content-type']).toMatch(/application\/json/);
    // The app itself is still served.
    expect((await app.inject({ method: 'GET', url: '/app/home' })).body).toContain('<div id="root">');
  });
});
