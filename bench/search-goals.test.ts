import { describe, expect, it } from 'vitest';
import { formatGoalLine, judgeSearchGoals, type SizeFigures } from './search-goals.ts';

const size = (providers: number, health: number, search: number, p50: number, p99: number): SizeFigures => ({
  providers,
  health: { requestsPerSecond: health, p50Ms: 1, p99Ms: 5 },
  search: { requestsPerSecond: search, p50Ms: p50, p99Ms: p99 },
});

describe('judgeSearchGoals', () => {
  it('passes PostgreSQL at 10,000 at one third of health and p99 50 ms, and fails just below either', () => {
    expect(judgeSearchGoals('postgres', [size(10_000, 3000, 1000, 10, 50)])[0]!.verdict).toBe('PASS');
    expect(judgeSearchGoals('postgres', [size(10_000, 3000, 999, 10, 50)])[0]!.verdict).toBe('FAIL');
    expect(judgeSearchGoals('postgres', [size(10_000, 3000, 1500, 10, 51)])[0]!.verdict).toBe('FAIL');
  });

  it('compares p50 at 100,000 with twice p50 at 1,000, whatever order the sizes ran in', () => {
    const pass = judgeSearchGoals('pglite', [size(100_000, 1, 1, 20, 40), size(1_000, 1, 1, 10, 30)]);
    expect(pass[1]).toMatchObject({ verdict: 'PASS' });
    expect(pass[1]!.detail).toContain('x2');
    const fail = judgeSearchGoals('pglite', [size(1_000, 1, 1, 10, 30), size(100_000, 1, 1, 20.5, 40)]);
    expect(fail[1]!.verdict).toBe('FAIL');
  });

  it('judges PGlite against its own health without a p99 limit, and says how to measure what it did not', () => {
    const lines = judgeSearchGoals('pglite', [size(10_000, 1500, 500, 30, 400)]);
    expect(lines.map((line) => line.verdict)).toEqual(['NOT MEASURED', 'NOT MEASURED', 'PASS']);
    expect(lines[0]!.detail).toBe('run with --db postgres --providers 10000');
    expect(lines[1]!.detail).toBe('run with --providers 1000,100000');
    expect(judgeSearchGoals('pglite', [size(10_000, 1500, 499, 30, 1)])[2]!.verdict).toBe('FAIL');
    expect(formatGoalLine(lines[2]!)).toMatch(/^PASS +PGlite 10,000 providers: search >= 1\/3/);
  });
});
