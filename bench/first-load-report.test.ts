import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reportRows, reportVerdict, summarizeScripts } from './first-load-report.ts';

// About `kb` KB of code-like text.
const script = (seed: string, kb: number) =>
  Buffer.from(
    Array.from({ length: kb * 16 }, (_, i) => `function ${seed}${i}(a){return a*${i % 97}+${seed.length};}\n`).join(''),
  );

describe('summarizeScripts', () => {
  it('gzips each script at level 9, largest first, and sums them', () => {
    const big = script('big', 40);
    const small = script('s', 2);
    const report = summarizeScripts(
      [
        { url: 'http://127.0.0.1:3250/assets/small-a1.js', body: small },
        { url: 'http://127.0.0.1:3250/assets/big-b2.js', body: big },
      ],
      170,
    );

    expect(report.files.map((f) => f.file)).toEqual(['/assets/big-b2.js', '/assets/small-a1.js']);
    expect(report.files[0]).toEqual({
      file: '/assets/big-b2.js',
      rawBytes: big.length,
      gzipBytes: gzipSync(big, { level: 9 }).length,
    });
    expect(report.totalGzipBytes).toBe(report.files[0]!.gzipBytes + report.files[1]!.gzipBytes);
    expect(report.totalKb).toBe(Math.round((report.totalGzipBytes / 1024) * 10) / 10);
    expect(report.withinBudget).toBe(true);
  });

  it('counts a script fetched twice once', () => {
    const body = script('x', 4);
    const once = summarizeScripts([{ url: 'http://h/assets/x.js', body }]);
    const twice = summarizeScripts([
      { url: 'http://h/assets/x.js', body },
      { url: 'http://h/assets/x.js', body },
    ]);
    expect(twice.files).toHaveLength(1);
    expect(twice.totalGzipBytes).toBe(once.totalGzipBytes);
  });

  it('fails the budget above it and says by how much', () => {
    const body = script('y', 8);
    const gzipKb = Math.round((gzipSync(body, { level: 9 }).length / 1024) * 10) / 10;
    const at = summarizeScripts([{ url: 'http://h/y.js', body }], gzipKb);
    const under = summarizeScripts([{ url: 'http://h/y.js', body }], gzipKb - 0.5);

    expect(at.withinBudget).toBe(true);
    expect(reportVerdict(at)).toContain('within budget');
    expect(under.withinBudget).toBe(false);
    expect(reportVerdict(under)).toMatch(/OVER BUDGET by 0\.5 KB$/);
    expect(reportRows(under)).toEqual([
      { file: '/y.js', 'raw KB': Math.round((body.length / 1024) * 10) / 10, 'gzip KB': gzipKb },
    ]);
  });
});
