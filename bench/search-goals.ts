/** The three goals of issue 14 for provider search, judged from the figures of one bench run. */

export interface RouteFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Figures of one run at one number of providers. */
export interface SizeFigures {
  providers: number;
  health: RouteFigures;
  search: RouteFigures;
}

export interface GoalLine {
  goal: string;
  verdict: 'PASS' | 'FAIL' | 'NOT MEASURED';
  detail: string;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const fmt = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 1 });

function healthShare(size: SizeFigures | undefined, database: string, p99Limit?: number): GoalLine {
  const goal =
    `${database} 10,000 providers: search >= 1/3 of /api/health req/s` +
    (p99Limit === undefined ? '' : ` and p99 <= ${p99Limit} ms`);
  if (!size) {
    const flag = database === 'PostgreSQL' ? '--db postgres ' : '';
    return { goal, verdict: 'NOT MEASURED', detail: `run with ${flag}--providers 10000` };
  }
  const share = ratio(size.search.requestsPerSecond, size.health.requestsPerSecond);
  const fast = p99Limit === undefined || size.search.p99Ms <= p99Limit;
  return {
    goal,
    verdict: share >= 1 / 3 && fast ? 'PASS' : 'FAIL',
    detail:
      `search ${fmt(size.search.requestsPerSecond)} req/s = ${fmt(share * 100)}% of health ${fmt(size.health.requestsPerSecond)}` +
      (p99Limit === undefined ? '' : `; search p99 ${fmt(size.search.p99Ms)} ms`),
  };
}

/** The goal lines the bench prints; `database` is the one this run used ('postgres' or 'pglite'). */
export function judgeSearchGoals(database: 'postgres' | 'pglite', sizes: SizeFigures[]): GoalLine[] {
  const at = (providers: number) => sizes.find((size) => size.providers === providers);
  const small = at(1_000);
  const large = at(100_000);
  const scaling: GoalLine = {
    goal: 'search p50 at 100,000 providers <= 2 x p50 at 1,000 (the index works)',
    verdict: 'NOT MEASURED',
    detail: 'run with --providers 1000,100000',
  };
  if (small && large) {
    const factor = ratio(large.search.p50Ms, small.search.p50Ms);
    scaling.verdict = factor <= 2 ? 'PASS' : 'FAIL';
    scaling.detail = `p50 ${fmt(large.search.p50Ms)} ms at 100,000 vs ${fmt(small.search.p50Ms)} ms at 1,000 (x${fmt(factor)}, ${database})`;
  }
  const postgres =
    database === 'postgres'
      ? healthShare(at(10_000), 'PostgreSQL', 50)
      : {
          goal: 'PostgreSQL 10,000 providers: search >= 1/3 of /api/health req/s and p99 <= 50 ms',
          verdict: 'NOT MEASURED' as const,
          detail: 'run with --db postgres --providers 10000',
        };
  const pglite =
    database === 'pglite'
      ? healthShare(at(10_000), 'PGlite')
      : {
          goal: 'PGlite 10,000 providers: search >= 1/3 of /api/health req/s',
          verdict: 'NOT MEASURED' as const,
          detail: 'run with --db pglite --providers 10000',
        };
  return [postgres, scaling, pglite];
}

export function formatGoalLine(line: GoalLine): string {
  return `${line.verdict.padEnd(12)} ${line.goal}: ${line.detail}`;
}
