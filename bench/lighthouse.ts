// `npm run bench:web [-- --ci]`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G) on /,
// /entry/login and /blog of the built app, in Debian's Chromium. Starts the built server like bench/first-load.ts
// (fresh data directory, demo data, its own port), runs each page three times (once with --ci; a page under the
// performance floor then runs four more times and is judged by its median) in a fresh browser each time, and prints
// the medians. Exits non-zero when a page is below CI's floor (performance 90,
// accessibility and SEO 100); issue 13's goals (performance 95, LCP 2.0 s, CLS 0.05, TBT 150 ms) are printed.
// First it measures the host with a page that has no script and lowers Lighthouse's CPU slowdown by how much slower
// than the reference host this one is (calibrateHost, ADR 018's session 17 addendum).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/support/servers.ts';
import { freePort, startServer } from './first-load.ts';
import {
  calibrateHost,
  CI_FLOOR,
  DEFAULT_CPU_SLOWDOWN,
  median,
  reportRows,
  reportVerdict,
  summarizeRuns,
  type LighthouseRun,
} from './lighthouse-report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PAGES = ['/', '/entry/login', '/blog'];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const { values } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    runs: { type: 'string' },
    // Lighthouse's own slowdown whatever the host: to compare with the calibrated run.
    'fixed-slowdown': { type: 'boolean', default: false },
  },
});
const runsPerPage = Number(values.runs ?? (values.ci ? 1 : 3));

/**
 * One Lighthouse run of `url` in a browser of its own (no cache, no stored session, no earlier page), simulating a
 * CPU `cpuSlowdownMultiplier` times slower than this host.
 */
async function audit(url: string, path: string, cpuSlowdownMultiplier: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: CHROMIUM.args,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = ['accessibility', 'seo', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1)
        .map((ref) => ref.id),
    );
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      mainThreadMs: metric('mainthread-work-breakdown'),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(url: string, path: string, slowdown: number, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, path, slowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${path}: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

/**
 * The main-thread work (median of three runs, at Lighthouse's default slowdown) of a page with no script (a heading
 * and a paragraph) served here: what this host takes for the browser's own work, compared with the reference host's
 * by calibrateHost.
 */
async function referenceMainThreadMs(): Promise<number> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>Reference</title></head><body><main><h1>Reference</h1>' +
    `<p>${'A page with no script. '.repeat(40)}</p></main></body></html>`;
  const reference = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((listening) => reference.listen(0, '127.0.0.1', listening));
  try {
    const { port } = reference.address() as { port: number };
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      runs.push((await auditWithRetry(`http://127.0.0.1:${port}/`, 'reference', DEFAULT_CPU_SLOWDOWN)).mainThreadMs);
    }
    return median(runs);
  } finally {
    reference.close();
  }
}

/** The machine's CPU time so far from /proc/stat, in clock ticks: all of it, and what the hypervisor took (steal). */
function cpuTicks(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

/** The load average and the processes using the most CPU, printed so a slow run's log says what else was running. */
function describeMachine(): string {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  try {
    const top = execFileSync('ps', ['-eo', 'pcpu,etime,comm', '--sort=-pcpu'], { encoding: 'utf8' });
    return `load average ${load}; busiest processes (CPU share over each one's life):\n${top.split('\n').slice(0, 6).join('\n')}`;
  } catch {
    return `load average ${load}`;
  }
}

for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run node scripts/build-if-stale.mjs first`);
}
console.log(describeMachine());
const ticksBefore = cpuTicks();
const host = values['fixed-slowdown'] ? undefined : calibrateHost(await referenceMainThreadMs());
const ticksAfter = cpuTicks();
const stealShare = (ticksAfter.steal - ticksBefore.steal) / Math.max(1, ticksAfter.total - ticksBefore.total);
const slowdown = host?.cpuSlowdownMultiplier ?? DEFAULT_CPU_SLOWDOWN;
console.log(
  host
    ? `a page with no script took ${Math.round(host.mainThreadMs)} ms of main-thread work here (median of 3), ` +
        `${host.factor} times the reference host's (the hypervisor took ${(stealShare * 100).toFixed(1)}% of the ` +
        `CPU meanwhile): CPU slowdown ${slowdown}` +
        (host.cpuSlowdownMultiplier === null ? ' (too slow to simulate the phone: performance is not judged)' : '')
    : `CPU slowdown ${slowdown} (Lighthouse's own, not calibrated to this host)`,
);
const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? (await freePort())));
const runs: LighthouseRun[] = [];
try {
  for (let round = 1; round <= runsPerPage; round++) {
    for (const path of PAGES) {
      const result = await auditWithRetry(`${server.url}${path}`, path, slowdown);
      console.log(
        `run ${round}/${runsPerPage} ${path}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms`,
      );
      runs.push(result);
    }
  }
  // One run per page in CI; a page whose performance falls under the floor on that run is measured four more times
  // and judged by its median of five, so a moment of load on the machine (a process of the step before still
  // exiting) does not fail CI while a page that is really slow still does. The same build's score moves by +-5
  // between runs on a 2-core machine (ADR 018), so three runs left a page at the floor to chance. Accessibility and
  // SEO do not vary with load.
  // Not when the performance is not judged on this host (see calibrateHost).
  if (runsPerPage === 1 && host?.cpuSlowdownMultiplier !== null) {
    for (const first of [...runs]) {
      if (first.performance >= CI_FLOOR.performance) continue;
      for (let again = 1; again <= 4; again++) {
        const result = await auditWithRetry(`${server.url}${first.path}`, first.path, slowdown);
        console.log(`${first.path} again (${again}/4, under the floor once): performance ${result.performance}`);
        runs.push(result);
      }
    }
  }
} finally {
  await server.stop();
}
const pages = summarizeRuns(runs);
console.log(
  `Lighthouse ${runsPerPage === 1 ? 'run (median where a page was measured again)' : `medians of ${runsPerPage} runs`} (mobile defaults):`,
);
console.table(reportRows(pages));
const verdict = reportVerdict(pages, { host });
for (const line of verdict.lines) console.log(line);
process.exitCode = verdict.failed ? 1 : 0;
