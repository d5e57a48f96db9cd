import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
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

const webDistDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Kinderly</title><div id="root"></div>');
const production = useTestApp({ env: { NODE_ENV: 'production' }, webDistDir });

describe('in production', () => {
  it('has no development page at all: /api/dev/mail, /dev/mail and /dev/ui are JSON 404s', async () => {
    for (const url of ['/api/dev/mail', '/dev/mail', '/dev/ui']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).not.toContain('Outbox');
    }
    // The app itself is still served.
    expect((await production.app.inject({ method: 'GET', url: '/app/home' })).body).toContain('<div id="root">');
  });

  it('still writes mail to the outbox when no SMTP server is configured', async () => {
    const user = await createParent(production.db.db);
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/account/forgotPassword',
      payload: { email: user.email },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(production.app.mailer.kind).toBe('outbox');
  });
});
