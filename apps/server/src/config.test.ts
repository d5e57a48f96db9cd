import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kinderly-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
      pgliteDir: join(dir, 'db'),
      TRUST_PROXY: false,
      CHAT_MESSAGE_RATE_LIMIT_MAX: 20,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('generates a JWT secret once outside production and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrowError(/JWT_SECRET/);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/SEED_DEMO/);
    }
  });

  it('reads SEED_DEMO=false, empty strings as unset, and a proxy hop count', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false', REDIS_URL: '', TRUST_PROXY: '1' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(1);
  });
});

/** Everything production asks for, so each test can take one piece away. */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-production-secret-0123',
  PUBLIC_URL: 'https://kinderly.example',
  SMTP_URL: 'smtp://mail.kinderly.example:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
};

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return '';
}

describe('loadConfig in production', () => {
  it('starts with a secret, a public address, an SMTP server and a Stripe key, and seeds no demo data', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      SEED_DEMO: false,
      MAIL_OUTBOX: false,
      PAYMENTS_SANDBOX: false,
    });
  });

  it('seeds demo data only when SEED_DEMO=true is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
  });

  it('refuses mail to the outbox unless MAIL_OUTBOX=true', () => {
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: '' })).toMatch(/SMTP_URL: .*MAIL_OUTBOX=true/);
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: '', MAIL_OUTBOX: 'false' })).toMatch(/SMTP_URL/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SMTP_URL: '', MAIL_OUTBOX: 'true' }).MAIL_OUTBOX).toBe(
      true,
    );
  });

  it('refuses the payment sandbox unless PAYMENTS_SANDBOX=true', () => {
    expect(problemsOf({ ...PRODUCTION, STRIPE_SECRET_KEY: '' })).toMatch(/STRIPE_SECRET_KEY: .*PAYMENTS_SANDBOX=true/);
    const config = loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, STRIPE_SECRET_KEY: '', PAYMENTS_SANDBOX: 'true' });
    expect(config.PAYMENTS_SANDBOX).toBe(true);
  });

  it('refuses to start without PUBLIC_URL', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL: required in production/);
  });

  it('lists every reason at once, with the other invalid variables', () => {
    const message = problemsOf({ NODE_ENV: 'production', PORT: 'eighty' });
    const lines = message.split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual(
      ['JWT_SECRET', 'PORT', 'PUBLIC_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY'].sort(),
    );
  });

  it('asks nothing of the kind outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV })).toMatchObject({ SEED_DEMO: true, MAIL_OUTBOX: false });
    }
  });
});
