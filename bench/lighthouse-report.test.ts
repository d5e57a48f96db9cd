import { describe, expect, it } from 'vitest';
import {
  HOST_BLOCKING_LIMIT_MS,
  median,
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

describe('the performance floor on a host that blocks a page with no script', () => {
  const slow = summarizeRuns([run({ performance: 74 })]);

  it('fails CI on a host fit to score performance', () => {
    expect(reportVerdict(slow, { hostBlockingMs: 0 }).failed).toBe(true);
    expect(reportVerdict(slow, { hostBlockingMs: HOST_BLOCKING_LIMIT_MS }).failed).toBe(true);
  });

  it('is printed but not judged when the host itself blocks, while accessibility still is', () => {
    const verdict = reportVerdict(slow, { hostBlockingMs: 90 });
    expect(verdict.failed).toBe(false);
    expect(verdict.lines[0]).toMatch(/^performance floor not judged on this host: .* 90 ms/);
    expect(
      reportVerdict(summarizeRuns([run({ performance: 74, accessibility: 96 })]), { hostBlockingMs: 90 }).failed,
    ).toBe(true);
  });
});
