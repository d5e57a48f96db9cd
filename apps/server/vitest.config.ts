import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
    // Each file builds its own app on its own database (useTestApp) and nothing here mocks modules, so the files of a
    // worker share one module graph: the server's modules and PGlite's WebAssembly are loaded once per worker, not
    // once per file (six files: 80 s against 120 s; the whole suite with db's, 7.8 minutes on session 23's slow VM).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
