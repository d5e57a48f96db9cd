import { defineConfig } from 'vitest/config';

// One run covers every workspace and the bench's pure parts; `--project server` (or db, shared, web, bench) picks one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'apps/server', 'apps/web', 'bench'],
  },
});
