import { defineConfig } from 'vitest/config';

// One run covers every workspace; `--project server` (or db, shared, web) picks one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'apps/server', 'apps/web'],
  },
});
