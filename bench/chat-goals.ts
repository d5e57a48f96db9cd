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

/**
 * The figures of one run: each side at its peak (every room in a closed loop: messages/s), and each side paced at
 * the same offered load below the app's peak (the latency a room sees when the server is not saturated).
 */
export interface ChatRun {
  appPeak: ChatFigures;
  barePeak: ChatFigures;
  appPaced: ChatFigures;
  barePaced: ChatFigures;
  /** The paced phases' offered load, messages/s over all rooms. */
  pacedRate: number;
}

export function judgeChatGoals(run: ChatRun): GoalLine[] {
  const { appPeak, barePeak, appPaced, barePaced } = run;
  const share = barePeak.messagesPerSecond === 0 ? 0 : appPeak.messagesPerSecond / barePeak.messagesPerSecond;
  const sent = appPeak.sent + appPaced.sent;
  const delivered = appPeak.delivered + appPaced.delivered;
  return [
    {
      goal: `app delivery p99 <= ${CHAT_P99_GOAL_MS} ms at ${fmt(run.pacedRate)} messages/s`,
      verdict: appPaced.delivered > 0 && appPaced.p99Ms <= CHAT_P99_GOAL_MS ? 'PASS' : 'FAIL',
      detail:
        `p99 ${fmt(appPaced.p99Ms)} ms, p50 ${fmt(appPaced.p50Ms)} ms (bare echo at that rate: p99 ` +
        `${fmt(barePaced.p99Ms)} ms; app at its peak: p99 ${fmt(appPeak.p99Ms)} ms)`,
    },
    {
      goal: `app messages/s >= ${CHAT_THROUGHPUT_SHARE_GOAL * 100}% of the bare Socket.IO echo's (both at their peak)`,
      verdict: share >= CHAT_THROUGHPUT_SHARE_GOAL ? 'PASS' : 'FAIL',
      detail: `${fmt(appPeak.messagesPerSecond)} messages/s = ${fmt(share * 100)}% of ${fmt(barePeak.messagesPerSecond)}`,
    },
    {
      goal: 'every message the app accepted reached its recipient',
      verdict: sent > 0 && delivered === sent ? 'PASS' : 'FAIL',
      detail: `${fmt(delivered)} of ${fmt(sent)} delivered`,
    },
  ];
}
