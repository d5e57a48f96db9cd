import { describe, expect, it } from 'vitest';
import {
  calibrateHost,
  DEFAULT_CPU_SLOWDOWN,
  median,
  REFERENCE_MAIN_THREAD_MS,
  reportVerdict,
  summarizeRuns,
  type LighthouseRun,
} from './lighthouse-report.ts';

const run = (overrides: Partial<LighthouseRun>): LighthouseRun => ({
  path: '/',
  performance: 97,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs: 1500,
  cls: 0,
  tbtMs: 50,
  mainThreadMs: 900,
  failedAudits: [],
  ...overrides,
});

describe('the Lighthouse report', () => {
  it('takes the median of each figure per page, keeping the order pages were run in', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const pages = summarizeRuns([
      run({ path: '/blog', performance: 80, lcpMs: 3000 }),
      run({ path: '/', performance: 99 }),
      run({ path: '/blog', performance: 96, lcpMs: 1800, failedAudits: ['meta-description'] }),
      run({ path: '/blog', performance: 92, lcpMs: 2100 }),
    ]);
    expect(pages.map((page) => [page.path, page.runs, page.performance, page.lcpMs])).toEqual([
      ['/blog', 3, 92, 2100],
      ['/', 1, 99, 1500],
    ]);
    expect(pages[0]!.failedAudits).toEqual(['meta-description']);
  });

  it("fails below CI's floor only, and names the goals a page misses", () => {
    const ok = reportVerdict(summarizeRuns([run({ performance: 91, tbtMs: 400 })]));
    expect(ok.failed).toBe(false);
    expect(ok.lines).toEqual(['/: short of the goals: performance 91 < 95, TBT 400 ms > 150 ms']);

    expect(reportVerdict(summarizeRuns([run({ performance: 89 })])).failed).toBe(true);
    const seo = reportVerdict(summarizeRuns([run({ seo: 92, failedAudits: ['link-text'] })]));
    expect(seo.failed).toBe(true);
    expect(seo.lines[0]).toBe("/: below CI's floor: SEO 92 < 100 (failing audits: link-text)");
    expect(reportVerdict(summarizeRuns([run({ accessibility: 98 })])).failed).toBe(true);
    expect(reportVerdict(summarizeRuns([run({})])).lines).toEqual(['/: meets every goal']);
  });
});

describe('the CPU slowdown on a slower host', () => {
  it("keeps Lighthouse's slowdown on a host as fast as the reference or faster", () => {
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS).cpuSlowdownMultiplier).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS / 2)).toMatchObject({ factor: 1, cpuSlowdownMultiplier: 4 });
  });

  it('divides it by how many times slower the host is, down to 1', () => {
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS * 2)).toMatchObject({ factor: 2, cpuSlowdownMultiplier: 2 });
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS * 3).cpuSlowdownMultiplier).toBe(1.33);
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS * 4).cpuSlowdownMultiplier).toBe(1);
    expect(calibrateHost(REFERENCE_MAIN_THREAD_MS * 4.5).cpuSlowdownMultiplier).toBeNull();
  });

  const slow = summarizeRuns([run({ performance: 74 })]);

  it('judges the performance floor on any host it could calibrate', () => {
    expect(reportVerdict(slow).failed).toBe(true);
    expect(reportVerdict(slow, { host: calibrateHost(REFERENCE_MAIN_THREAD_MS * 3) }).failed).toBe(true);
  });

  it('prints but does not judge it on a host too slow to simulate the phone, while accessibility still is', () => {
    const host = calibrateHost(REFERENCE_MAIN_THREAD_MS * 5);
    const verdict = reportVerdict(slow, { host });
    expect(verdict.failed).toBe(false);
    expect(verdict.lines[0]).toContain(`took ${REFERENCE_MAIN_THREAD_MS * 5} ms of main-thread work, 5 times`);
    expect(verdict.lines[1]).toBe('/: short of the goals: performance 74 < 95');
    expect(reportVerdict(summarizeRuns([run({ performance: 74, accessibility: 96 })]), { host }).failed).toBe(true);
  });
});
