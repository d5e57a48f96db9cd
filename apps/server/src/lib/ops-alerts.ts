import type { FastifyBaseLogger } from 'fastify';
import { OPS_MESSAGES_PER_MINUTE } from '@kinderly/shared';
import type { OpsMessenger } from '../integrations/messaging/index.ts';
import { AppError } from './app-error.ts';
import type { CounterStore } from './counter-store.ts';

// One counter for the whole app (in Redis when configured, so every process shares it).
const COUNTER_KEY = 'ops-messages';

export interface OpsMessageLimit {
  max: number;
  windowMs: number;
}

/**
 * Messages to the operations chat: the SuperAdmin's (POST /api/messages) and the server's own alerts, through one
 * messenger under one limit. Callers pass texts without personal data (ids, counts, route patterns only; ADR 028).
 */
export class OpsAlerts {
  constructor(
    private readonly messenger: OpsMessenger,
    private readonly store: CounterStore,
    private readonly log: FastifyBaseLogger,
    readonly limit: OpsMessageLimit = { max: OPS_MESSAGES_PER_MINUTE, windowMs: 60_000 },
  ) {}

  /** A person's message: refused with 429 and Retry-After beyond the limit; false when only logged or not delivered. */
  async post(text: string): Promise<boolean> {
    const { count, resetInMs } = await this.store.hit(COUNTER_KEY, this.limit.windowMs);
    if (count > this.limit.max) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError('RATE_LIMITED', `Too many operations messages. Try again in ${seconds} s.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
    return this.deliver(text);
  }

  /** The server's own alert: beyond the limit it is dropped (and logged). Never throws, so callers need not wait. */
  async send(text: string): Promise<boolean> {
    try {
      const { count } = await this.store.hit(COUNTER_KEY, this.limit.windowMs);
      if (count > this.limit.max) {
        this.log.warn({ opsMessage: text }, 'operations alert dropped: over the per-minute limit');
        return false;
      }
      return await this.deliver(text);
    } catch (error) {
      this.log.error({ err: error, opsMessage: text }, 'operations alert failed');
      return false;
    }
  }

  private async deliver(text: string): Promise<boolean> {
    try {
      return await this.messenger.send(text);
    } catch (error) {
      this.log.error({ err: error, opsMessage: text }, 'operations message not delivered');
      return false;
    }
  }
}
