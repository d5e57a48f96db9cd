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
