import { createHash } from 'node:crypto';
import { AppError } from './app-error.ts';
import type { CounterStore } from './counter-store.ts';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

export type ThrottleScope = 'login' | 'forgotPassword' | 'resendActivation';
export type AccountLimits = Record<ThrottleScope, { perAccount: ThrottleRule; perAddress: ThrottleRule }>;

const FIFTEEN_MINUTES = 15 * 60_000;

/** Login counts failures only; the calls that send mail count every request. Tests pass smaller limits. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  login: { perAccount: { max: 5, windowMs: FIFTEEN_MINUTES }, perAddress: { max: 20, windowMs: FIFTEEN_MINUTES } },
  forgotPassword: {
    perAccount: { max: 3, windowMs: FIFTEEN_MINUTES },
    perAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  },
  resendActivation: {
    perAccount: { max: 3, windowMs: FIFTEEN_MINUTES },
    perAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  },
};

export interface ThrottleKeys {
  /** Normalised e-mail or user name, whether or not such an account exists. */
  account: string;
  address: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

function tooMany(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    headers: { 'retry-after': String(seconds) },
  });
}

/** Per-account and per-address limits of the sign-in and mail-sending calls (429 with Retry-After). */
export class AccountThrottle {
  constructor(
    private readonly store: CounterStore,
    readonly limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS,
  ) {}

  // Account keys are hashed so that e-mail addresses never sit in Redis in clear.
  private keys(scope: ThrottleScope, keys: ThrottleKeys) {
    return { account: `${scope}:a:${digest(keys.account.toLowerCase())}`, address: `${scope}:ip:${keys.address}` };
  }

  /** Refuses when either counter is at its limit, without counting this request. */
  async assertAllowed(scope: ThrottleScope, keys: ThrottleKeys): Promise<void> {
    const { account, address } = this.keys(scope, keys);
    const rules = this.limits[scope];
    const [byAccount, byAddress] = await Promise.all([this.store.peek(account), this.store.peek(address)]);
    if (byAccount.count >= rules.perAccount.max) throw tooMany(byAccount.resetInMs);
    if (byAddress.count >= rules.perAddress.max) throw tooMany(byAddress.resetInMs);
  }

  async recordFailure(scope: ThrottleScope, keys: ThrottleKeys): Promise<void> {
    const { account, address } = this.keys(scope, keys);
    const rules = this.limits[scope];
    await Promise.all([
      this.store.hit(account, rules.perAccount.windowMs),
      this.store.hit(address, rules.perAddress.windowMs),
    ]);
  }

  /** Counts this request and refuses it when it goes over either limit. */
  async consume(scope: ThrottleScope, keys: ThrottleKeys): Promise<void> {
    await this.assertAllowed(scope, keys);
    await this.recordFailure(scope, keys);
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  async resetAccount(scope: ThrottleScope, account: string): Promise<void> {
    await this.store.reset(this.keys(scope, { account, address: '' }).account);
  }
}
