import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, type DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { bearer, loginAs } from '../../test/account-helpers.ts';
import { testConfig } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { maskSecretQuery } from './log-serializers.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let db: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { db, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('request logs', () => {
  it('mask card numbers in query strings', () => {
    expect(maskSecretQuery('/api/payments/validateCardNumber?cardNumber=4242424242424242&x=1')).toBe(
      '/api/payments/validateCardNumber?cardNumber=[redacted]&x=1',
    );
  });

  it('never carry a card number or security code, from the query or the body', async () => {
    const headers = bearer(await loginAs(app, await createParent(db.db)));
    await app.inject({ method: 'GET', url: '/api/payments/validateCardNumber?cardNumber=4242424242424242', headers });
    await app.inject({
      method: 'POST',
      url: '/api/payments/addCreditCardInfo',
      headers,
      payload: { cardNumber: '4000000000000002', expiry: '12/34', cvc: '987', cardholderName: 'A' },
    });
    const log = lines.join('');
    expect(log).toContain('validateCardNumber?cardNumber=[redacted]');
    expect(log).not.toContain('4242424242424242');
    expect(log).not.toContain('4000000000000002');
    expect(log).not.toContain('"987"');
  });
});
