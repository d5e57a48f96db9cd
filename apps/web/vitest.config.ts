import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Journeys through a form take a second or two alone, several while the other projects share the two cores.
    testTimeout: 90_000,
    // A render that never starts: about once in ten runs of provider-search/pages/search-page.test.tsx (two files at a
    // time, or alone), a test's memory router never finished its first navigation and the page stayed an empty
    // <div /> for 60 s (the location-prompt tests, in the file's second half); run again, it passes at once. Not
    // explained yet (see the session 14 note): each test gets one more try meanwhile, so CI is not red by chance.
    retry: 1,
  },
});
