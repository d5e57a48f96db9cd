import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // As in the server's suite: each file opens its own database, so the files of a worker share one module graph.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
