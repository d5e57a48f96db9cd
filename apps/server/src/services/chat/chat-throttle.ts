import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counter-store.ts';

export type ChatLimitKind = 'message' | 'reaction';
export type ChatLimits = Record<ChatLimitKind, { max: number; windowMs: number }>;

/** ADR 024: 20 messages per 10 s and 60 reactions per minute, per user. */
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  message: { max: 20, windowMs: 10_000 },
  reaction: { max: 60, windowMs: 60_000 },
};

const WHAT: Record<ChatLimitKind, string> = { message: 'messages', reaction: 'reactions' };

/** Per-user chat limits in the account throttle's counter store (Redis when configured): 429 with Retry-After. */
export class ChatThrottle {
  constructor(
    private readonly store: CounterStore,
    readonly limits: ChatLimits = DEFAULT_CHAT_LIMITS,
  ) {}

  async consume(kind: ChatLimitKind, userId: string): Promise<void> {
    const rule = this.limits[kind];
    const { count, resetInMs } = await this.store.hit(`chat:${kind}:${userId}`, rule.windowMs);
    if (count <= rule.max) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new AppError('RATE_LIMITED', `You are sending ${WHAT[kind]} too fast. Try again in ${seconds} s.`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}
