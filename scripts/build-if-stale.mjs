// Builds the web app and the server bundle when they are missing, older than their sources, or built for
// another NODE_ENV. Used by `npm start`, `npm run build` (with --force), `npm run test:e2e` and `npm run bench`;
// run directly it just ensures the builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

/**
 * What every build runs with, whatever the shell says: a shell with NODE_ENV=development would otherwise get
 * React's development build (unminified, slower, with dev-only warnings) served to users.
 */
export const BUILD_ENV = { NODE_ENV: 'production' };

export function buildEnv(env = process.env) {
  return { ...env, ...BUILD_ENV };
}

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

// Inside dist, so a build made any other way (it empties dist) leaves no record and counts as stale.
const STAMP = '.build-env.json';

export const targets = [
  {
    name: 'web app',
    dist: 'apps/web/dist',
    // Written last by the web build (the server's renderer of the public pages, ADR 019), so its age is the build's.
    output: 'apps/web/dist-ssr/entry-server.js',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/scripts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', '@kinderly/web']],
  },
  {
    name: 'server bundle',
    dist: 'apps/server/dist',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src', 'packages/db/src', 'packages/db/migrations', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', '@kinderly/server']],
  },
];

function readStamp(target, base) {
  try {
    return JSON.parse(readFileSync(join(base, target.dist, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the target needs a build, or null when the one there is current. */
export function staleReason(target, base = root) {
  const built = newestMtime(join(base, target.output));
  if (built === 0) return 'missing';
  const recorded = readStamp(target, base)?.NODE_ENV;
  if (recorded !== BUILD_ENV.NODE_ENV) return `built for ${recorded ? `NODE_ENV=${recorded}` : 'an unknown NODE_ENV'}`;
  const source = Math.max(...target.sources.map((path) => newestMtime(join(base, path))));
  return built >= source ? null : 'older than its sources';
}

export function ensureBuilt({ force = false, base = root, only = targets } = {}) {
  for (const target of only) {
    const reason = force ? 'asked for' : staleReason(target, base);
    if (!reason) continue;
    console.log(`Building the ${target.name} for production (${reason})...`);
    const [cmd, args] = target.command;
    const result = spawnSync(cmd, args, { cwd: base, stdio: 'inherit', env: buildEnv() });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(join(base, target.dist, STAMP), JSON.stringify(BUILD_ENV));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt({ force: process.argv.includes('--force') });
