import { describe, expect, it } from 'vitest';
import { chatFigures, judgeChatGoals, percentile, type ChatFigures } from './chat-goals.ts';
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

describe('judgeChatGoals', () => {
  it('passes at p99 50 ms and 30% of the bare echo, and fails just past either', () => {
    expect(judgeChatGoals(figures(300, 50), figures(1000, 5)).map((line) => line.verdict)).toEqual([
      'PASS',
      'PASS',
      'PASS',
    ]);
    expect(judgeChatGoals(figures(300, 50.1), figures(1000, 5))[0]!.verdict).toBe('FAIL');
    expect(judgeChatGoals(figures(299, 10), figures(1000, 5))[1]!.verdict).toBe('FAIL');
  });

  it('fails when a message was lost or nothing was measured', () => {
    expect(judgeChatGoals(figures(300, 10, 100, 99), figures(1000, 5))[2]!.verdict).toBe('FAIL');
    const empty = judgeChatGoals(figures(0, 0, 0, 0), figures(0, 0, 0, 0));
    expect(empty.map((line) => line.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('says the share and both p99s', () => {
    const [latency, share] = judgeChatGoals(figures(450, 20), figures(1500, 4));
    expect(formatGoalLine(share!)).toMatch(/^PASS +app messages\/s >= 30% .*: 450 messages\/s = 30% of 1,500$/);
    expect(latency!.detail).toBe('p99 20 ms, p50 1 ms (bare echo: p99 4 ms)');
  });
});
