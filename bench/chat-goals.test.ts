import { describe, expect, it } from 'vitest';
import { chatFigures, judgeChatGoals, percentile, type ChatFigures, type ChatRun } from './chat-goals.ts';
import { formatGoalLine } from './search-goals.ts';

const figures = (messagesPerSecond: number, p99Ms: number, sent = 100, delivered = sent): ChatFigures => ({
  messagesPerSecond,
  p50Ms: 1,
  p99Ms,
  sent,
  delivered,
});

describe('percentile', () => {
  it('takes the nearest rank, whatever the order, and 0 for no latencies', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile(latencies, 0.99)).toBe(99);
    expect(percentile(latencies, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('chatFigures', () => {
  it('counts delivered messages per second of the window', () => {
    expect(chatFigures([1, 2, 3, 4], 5, 2)).toEqual({
      messagesPerSecond: 2,
      p50Ms: 2,
      p99Ms: 4,
      sent: 5,
      delivered: 4,
    });
  });
});

const run = (app: ChatFigures, bare: ChatFigures, paced = app): ChatRun => ({
  appPeak: app,
  barePeak: bare,
  appPaced: paced,
  barePaced: figures(100, 2),
  pacedRate: 100,
});

describe('judgeChatGoals', () => {
  it('passes at paced p99 50 ms and 30% of the bare echo at the peak, and fails just past either', () => {
    expect(
      judgeChatGoals(run(figures(300, 500), figures(1000, 5), figures(150, 50))).map((line) => line.verdict),
    ).toEqual(['PASS', 'PASS', 'PASS']);
    expect(judgeChatGoals(run(figures(300, 5), figures(1000, 5), figures(150, 50.1)))[0]!.verdict).toBe('FAIL');
    expect(judgeChatGoals(run(figures(299, 10), figures(1000, 5)))[1]!.verdict).toBe('FAIL');
  });

  it('fails when a message was lost in either phase, or nothing was measured', () => {
    expect(judgeChatGoals(run(figures(300, 10, 100, 99), figures(1000, 5), figures(150, 10)))[2]!.verdict).toBe('FAIL');
    expect(judgeChatGoals(run(figures(300, 10), figures(1000, 5), figures(150, 10, 50, 49)))[2]!.verdict).toBe('FAIL');
    const empty = judgeChatGoals(run(figures(0, 0, 0, 0), figures(0, 0, 0, 0)));
    expect(empty.map((line) => line.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('says the share, the rate and the p99s', () => {
    const [latency, share] = judgeChatGoals(run(figures(450, 200), figures(1500, 4), figures(100, 20)));
    expect(formatGoalLine(share!)).toMatch(/^PASS +app messages\/s >= 30% .*: 450 messages\/s = 30% of 1,500$/);
    expect(latency!.goal).toBe('app delivery p99 <= 50 ms at 100 messages/s');
    expect(latency!.detail).toBe('p99 20 ms, p50 1 ms (bare echo at that rate: p99 2 ms; app at its peak: p99 200 ms)');
  });
});
