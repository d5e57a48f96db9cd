// The JavaScript a first visit to / downloads, gzipped, from the Vite build manifest: the entry chunk,
// everything it imports statically, the English catalogue and the landing page's chunk with its imports.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 170;
// A first visit to / runs the landing page, not the app (ADR 015).
const LANDING = 'src/app/landing.tsx';
const FIRST_CATALOGUE = 'src/locales/en/common.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstLoadReport {
  files: { file: string; gzipBytes: number }[];
  totalKb: number;
  budgetKb: number;
  withinBudget: boolean;
}

export function measureFirstLoad(distDir = resolve(import.meta.dirname, '../apps/web/dist')): FirstLoadReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry[0]);
  visit(LANDING);
  visit(FIRST_CATALOGUE);
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalKb = Math.round((files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024) * 10) / 10;
  return { files, totalKb, budgetKb: FIRST_LOAD_BUDGET_KB, withinBudget: totalKb <= FIRST_LOAD_BUDGET_KB };
}

if (process.argv[1] === import.meta.filename) {
  const report = measureFirstLoad();
  console.table(report.files.map((f) => ({ file: f.file, 'gzip KB': Math.round(f.gzipBytes / 102.4) / 10 })));
  console.log(
    `First load of /: ${report.totalKb} KB gzip (budget ${report.budgetKb} KB): ${report.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  process.exitCode = report.withinBudget ? 0 : 1;
}
