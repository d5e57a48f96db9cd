/** Issue 17's chat goals, judged from the figures of one chat bench run (the app and the bare echo side by side). */
import type { GoalLine } from './search-goals.ts';

export const CHAT_P99_GOAL_MS = 50;
/** The app's messages/s must be at least this share of the bare Socket.IO echo's. */
export const CHAT_THROUGHPUT_SHARE_GOAL = 0.3;

/** One scenario's delivery figures: latency is from the send's start to the recipient's arrival. */
export interface ChatFigures {
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Messages sent in the timed window, and how many of them reached the recipient. */
  sent: number;
  delivered: number;
}

/** The value at `fraction` (0..1) of the latencies, nearest rank; 0 for none. */
export function percentile(latencies: readonly number[], fraction: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Figures of a timed window of `seconds` from the latencies (ms) of the messages delivered in it. */
export function chatFigures(latencies: readonly number[], sent: number, seconds: number): ChatFigures {
  return {
    messagesPerSecond: seconds > 0 ? Math.round(latencies.length / seconds) : 0,
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    sent,
    delivered: latencies.length,
  };
}

const fmt = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 1 });

export function judgeChatGoals(app: ChatFigures, bare: ChatFigures): GoalLine[] {
  const share = bare.messagesPerSecond === 0 ? 0 : app.messagesPerSecond / bare.messagesPerSecond;
  const lost = app.sent - app.delivered;
  return [
    {
      goal: `app delivery p99 <= ${CHAT_P99_GOAL_MS} ms`,
      verdict: app.delivered > 0 && app.p99Ms <= CHAT_P99_GOAL_MS ? 'PASS' : 'FAIL',
      detail: `p99 ${fmt(app.p99Ms)} ms, p50 ${fmt(app.p50Ms)} ms (bare echo: p99 ${fmt(bare.p99Ms)} ms)`,
    },
    {
      goal: `app messages/s >= ${CHAT_THROUGHPUT_SHARE_GOAL * 100}% of the bare Socket.IO echo's`,
      verdict: share >= CHAT_THROUGHPUT_SHARE_GOAL ? 'PASS' : 'FAIL',
      detail: `${fmt(app.messagesPerSecond)} messages/s = ${fmt(share * 100)}% of ${fmt(bare.messagesPerSecond)}`,
    },
    {
      goal: 'every message the app accepted reached its recipient',
      verdict: app.sent > 0 && lost === 0 ? 'PASS' : 'FAIL',
      detail: `${fmt(app.delivered)} of ${fmt(app.sent)} delivered`,
    },
  ];
}
