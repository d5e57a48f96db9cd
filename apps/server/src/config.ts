import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PAGE_VIEW_RATE_LIMIT_PER_MINUTE } from '@kinderly/shared';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
);
const booleanFlag = (fallback: boolean) => optionalFlag.transform((value) => value ?? fallback);

type ProductionRule = { key: string; missing: (env: Record<string, unknown>) => boolean; message: string };

/**
 * What a production start refuses (ADR 016): each of these would quietly run a public server on a stand-in
 * (an outbox anyone could read, a payment sandbox, e-mail links to localhost). An outbox or a sandbox is
 * allowed when it is asked for by name.
 */
const PRODUCTION_RULES: ProductionRule[] = [
  {
    key: 'JWT_SECRET',
    missing: (env) => !env.JWT_SECRET,
    message: 'required in production (at least 32 characters)',
  },
  {
    key: 'PUBLIC_URL',
    missing: (env) => !env.PUBLIC_URL,
    message: 'required in production: the address people reach the app at, used in links inside e-mails',
  },
  {
    key: 'SMTP_URL',
    missing: (env) => !env.SMTP_URL && env.MAIL_OUTBOX !== true,
    message: 'required in production, or set MAIL_OUTBOX=true to keep mail in the outbox on purpose',
  },
  {
    key: 'STRIPE_SECRET_KEY',
    missing: (env) => !env.STRIPE_SECRET_KEY && env.PAYMENTS_SANDBOX !== true,
    message: 'required in production, or set PAYMENTS_SANDBOX=true to take payments in the sandbox on purpose',
  },
  {
    key: 'DEV_CLOCK',
    missing: (env) => env.DEV_CLOCK === true,
    message: 'must not be set in production: it lets this machine move the server clock',
  },
];

const EnvObjectSchema = z.object({
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
  /** Demo accounts on an empty database; unset means yes outside production and no in production. */
  SEED_DEMO: optionalFlag,
  /** In production, accept that mail goes to the outbox (SMTP_URL unset) instead of refusing to start. */
  MAIL_OUTBOX: booleanFlag(false),
  /** Outside production: PUT /api/dev/clock (this machine only) moves the clock of booking rules and jobs (end-to-end tests). */
  DEV_CLOCK: booleanFlag(false),
  /** In production, accept the payment sandbox (STRIPE_SECRET_KEY unset) instead of refusing to start. */
  PAYMENTS_SANDBOX: booleanFlag(false),
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
  /** Web push (ADR 029): the VAPID key pair; unset, a pair is generated into DATA_DIR once. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who runs this server, for the push services (a mailto: or https: address). */
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().default('mailto:operations@kinderly.example')),
  /** Operations messages (POST /api/messages, the server's alerts) go to this Telegram chat when both are set (ADR 028). */
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_CHAT_ID: optionalString,
  /** The Bot API's base URL (tests point it at a local fake). */
  TELEGRAM_API_URL: z.preprocess(emptyToUndefined, z.string().url().default('https://api.telegram.org')),
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
  /** Page views per minute one address may send (more are answered 429 and not counted). */
  PAGE_VIEW_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(PAGE_VIEW_RATE_LIMIT_PER_MINUTE),
  /** Public pages one address may have rendered per minute beyond the page cache; more are sent unrendered. */
  RENDER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** Chat messages one user may send per 10 seconds (ADR 024); more are answered 429. */
  CHAT_MESSAGE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** The platform's fee on each booked day, in percent of the provider's price, added for the parent (ADR 022). */
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  /**
   * How long a signed-in request may trust that its session is live without asking the database (ADR 003,
   * addendum); a logout in this process, or in another one through Redis, counts at once. 0: ask every time.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How often the server process looks for due jobs (ADR 021). */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
});

/** Every environment variable the server reads. `.env.example` documents each one. */
export const EnvSchema = EnvObjectSchema.superRefine(
  (env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const rule of PRODUCTION_RULES) {
      if (rule.missing(env)) ctx.addIssue({ code: 'custom', path: [rule.key], message: rule.message });
    }
  },
  // Also when other variables are invalid, so that one start lists every problem.
  { when: () => true },
);
export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'SEED_DEMO'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
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
  return {
    ...values,
    SEED_DEMO: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    JWT_SECRET: values.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    webDistDir: extra.webDistDir,
    version: extra.version ?? '0.0.0-dev',
  };
}
