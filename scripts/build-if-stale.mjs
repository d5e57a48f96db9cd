// Builds the web app and the server bundle when they are missing or older than their sources.
// Used by `npm start`, `npm run test:e2e` and `npm run bench`; run directly it just ensures the builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', '@kinderly/web']],
  },
  {
    name: 'server bundle',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src', 'packages/db/src', 'packages/db/migrations', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', '@kinderly/server']],
  },
];

export function ensureBuilt() {
  for (const target of targets) {
    const built = newestMtime(join(root, target.output));
    const source = Math.max(...target.sources.map((path) => newestMtime(join(root, path))));
    if (built > 0 && built >= source) continue;
    console.log(`Building the ${target.name} (${built === 0 ? 'missing' : 'older than its sources'})...`);
    const [cmd, args] = target.command;
    const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
