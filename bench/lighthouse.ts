// `npm run bench:web [-- --ci]`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G) on /,
// /entry/login and /blog of the built app, in Debian's Chromium. Starts the built server like bench/first-load.ts
// (fresh data directory, demo data, its own port), runs each page three times (once with --ci; a page under the
// performance floor then runs four more times and is judged by its median) in a fresh browser each time, and prints
// the medians. Exits non-zero when a page is below CI's floor (performance 90,
// accessibility and SEO 100); issue 13's goals (performance 95, LCP 2.0 s, CLS 0.05, TBT 150 ms) are printed.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/support/servers.ts';
import { freePort, startServer } from './first-load.ts';
import { CI_FLOOR, median, reportRows, reportVerdict, summarizeRuns, type LighthouseRun } from './lighthouse-report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PAGES = ['/', '/entry/login', '/blog'];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const { values } = parseArgs({ options: { ci: { type: 'boolean', default: false }, runs: { type: 'string' } } });
const runsPerPage = Number(values.runs ?? (values.ci ? 1 : 3));

/** One Lighthouse run of `url` in a browser of its own (no cache, no stored session, no earlier page). */
async function audit(url: string, path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: CHROMIUM.args,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
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
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(url: string, path: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, path);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${path}: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

/**
 * The host's own blocking time: the median TBT of three runs of a page with no script (a heading and a paragraph),
 * served here. It is 0 on a host fit to score performance; see HOST_BLOCKING_LIMIT_MS.
 */
async function hostBlockingMs(): Promise<number> {
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
    for (let run = 0; run < 3; run++) runs.push((await auditWithRetry(`http://127.0.0.1:${port}/`, 'reference')).tbtMs);
    return median(runs);
  } finally {
    reference.close();
  }
}

for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run node scripts/build-if-stale.mjs first`);
}
const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? (await freePort())));
const runs: LighthouseRun[] = [];
const blocking = await hostBlockingMs();
console.log(`a page with no script blocks this host's main thread for ${Math.round(blocking)} ms (median of 3)`);
try {
  for (let round = 1; round <= runsPerPage; round++) {
    for (const path of PAGES) {
      const result = await auditWithRetry(`${server.url}${path}`, path);
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
  if (runsPerPage === 1) {
    for (const first of [...runs]) {
      if (first.performance >= CI_FLOOR.performance) continue;
      for (let again = 1; again <= 4; again++) {
        const result = await auditWithRetry(`${server.url}${first.path}`, first.path);
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
const verdict = reportVerdict(pages, { hostBlockingMs: blocking });
for (const line of verdict.lines) console.log(line);
process.exitCode = verdict.failed ? 1 : 0;
