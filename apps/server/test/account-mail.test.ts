import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { Role } from '@kinderly/shared';
import { listOutbox, outboxDir } from '../src/integrations/mail/index.ts';
import { freshAddress } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { parseMime } from './mime.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// A real SMTP server on the loopback, on a port the system picks.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((done) => smtp.close(done)));

const PUBLIC_URL = 'https://app.kinderly.test';
const ctx = useTestApp({
  env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL, MAIL_FROM: 'Kinderly <hello@kinderly.test>' },
});

async function waitForMailTo(address: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const mail = received.find((candidate) => candidate.to.includes(address));
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no mail to ${address}`);
}

describe('mail through SMTP (SMTP_URL set)', () => {
  it("delivers the confirmation mail with HTML and text parts in the user's language", async () => {
    const email = 'smtp.parent@example.com';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { 'accept-language': 'fr-CA' },
      payload: {
        userName: 'smtp.parent',
        firstName: 'Élise',
        lastName: 'Roy',
        email,
        password: 'Quiet-Harbour-42',
        role: Role.Parent,
        doesAgree: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMailTo(email);
    expect(mail.from).toBe('hello@kinderly.test');
    const parts = parseMime(mail.raw);
    expect(parts.contentType).toMatch(/^multipart\/alternative/);
    expect(parts.headers).toMatch(/^Subject: .*/m);
    expect(parts.text).toContain('Bonjour Élise,');
    expect(parts.html).toContain('<html lang="fr">');
    const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(parts.text!)?.[0];
    expect(link?.startsWith(`${PUBLIC_URL}/confirm-email?userId=${res.json().user.id}&etoken=`)).toBe(true);
    expect(parts.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    // With SMTP configured nothing lands in the outbox, and its pages do not exist (ADR 016).
    expect(await listOutbox(outboxDir(ctx.app.config))).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });

  it('delivers the password reset mail in English to an English speaker', async () => {
    const user = await createParent(ctx.db.db, { language: 'en' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/forgotPassword',
      payload: { email: user.email },
      remoteAddress: freshAddress(),
    });
    const parts = parseMime((await waitForMailTo(user.email)).raw);
    expect(parts.headers).toMatch(/^Subject: Reset your password$/m);
    expect(parts.text).toContain('We received a request to reset the password');
    expect(parts.text).toMatch(new RegExp(`${PUBLIC_URL}/resetpassword\\?userId=${user.id}&token=\\S+`));
    expect(parts.html).toContain('<html lang="en">');
  });
});
