import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace and the bench's pure parts; `--project server` (or db, shared, web, bench) picks one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'apps/server', 'apps/web', 'bench'],
    // Vitest's default is one file at a time on a 2-core machine (cores - 1), leaving a core idle while a file waits
    // on its database or renders in jsdom: two at a time there (each file has its own database and Redis prefix).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
