import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value))),
  );

/** Every environment variable the server reads. `.env.example` documents each one. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** Sender of every e-mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Kinderly <no-reply@kinderly.example>')),
  SEED_DEMO: booleanFlag(true),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API base URL (tests point the SDK at a local fake); unset means api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /** Nominatim-compatible reverse geocoder; unset: no lookup, the person types the address (ADR 010). */
  GEOCODER_URL: optionalUrl,
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  MAP_TILES_URL: z.preprocess(emptyToUndefined, z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')),
  SENTRY_DSN: optionalString,
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_CHAT_ID: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers: `true`, a hop count, or a list of proxy addresses. Off unless behind a proxy. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')).transform((value) => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  }),
  /** Requests per minute one address may make to the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
});
export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** Absolute data directory. */
  dataDir: string;
  /** Absolute PGlite directory (inside the data directory). */
  pgliteDir: string;
  /** Built web app to serve; absent in API-only tests. */
  webDistDir: string | undefined;
  version: string;
}

export class ConfigError extends Error {}

/** Outside production a missing JWT secret is generated once and kept in the data directory. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  extra: { webDistDir?: string | undefined; version?: string } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  if (!values.JWT_SECRET && values.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  return {
    ...values,
    JWT_SECRET: values.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    webDistDir: extra.webDistDir,
    version: extra.version ?? '0.0.0-dev',
  };
}
