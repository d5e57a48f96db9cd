// The pure half of bench/first-load.ts: from the scripts a browser downloaded to the figure held to the budget.
import { gzipSync } from 'node:zlib';

/** Issue 4's budget for the JavaScript of a first visit to / (ADR 006, 015). */
export const FIRST_LOAD_BUDGET_KB = 170;

export interface DownloadedScript {
  url: string;
  body: Buffer;
}

export interface FirstLoadReport {
  /** Largest first; one row per address (a script fetched twice is downloaded once from the cache after). */
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
  totalKb: number;
  budgetKb: number;
  withinBudget: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The path of a script's address (`/assets/landing-abc.js`), or the address itself when it does not parse. */
function fileOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Gzips each script at level 9 (what a good static server sends) and sums them against the budget. */
export function summarizeScripts(scripts: DownloadedScript[], budgetKb = FIRST_LOAD_BUDGET_KB): FirstLoadReport {
  const byFile = new Map<string, FirstLoadReport['files'][number]>();
  for (const { url, body } of scripts) {
    const file = fileOf(url);
    if (byFile.has(file)) continue;
    byFile.set(file, { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const files = [...byFile.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalKb = kb(totalGzipBytes);
  return { files, totalGzipBytes, totalKb, budgetKb, withinBudget: totalKb <= budgetKb };
}

/** Rows for console.table, sizes in KB with one decimal. */
export function reportRows(report: FirstLoadReport): { file: string; 'raw KB': number; 'gzip KB': number }[] {
  return report.files.map((f) => ({ file: f.file, 'raw KB': kb(f.rawBytes), 'gzip KB': kb(f.gzipBytes) }));
}

export function reportVerdict(report: FirstLoadReport): string {
  const verdict = report.withinBudget
    ? 'within budget'
    : `OVER BUDGET by ${Math.round((report.totalKb - report.budgetKb) * 10) / 10} KB`;
  return `First load of / in Chromium: ${report.files.length} scripts, ${report.totalKb} KB gzip (budget ${report.budgetKb} KB): ${verdict}`;
}
