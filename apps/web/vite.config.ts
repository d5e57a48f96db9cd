import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The Fastify server (apps/server) listens here in development; Vite serves the app and forwards the rest.
const SERVER_URL = 'http://localhost:3001';

export default defineConfig({
  // Explicit so the config also works when started from the repository root with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER_URL, changeOrigin: true },
      '/docs': { target: SERVER_URL, changeOrigin: true },
      '/chatHub': { target: SERVER_URL, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each entry to its chunks, so a script can add up the first-load JavaScript.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @kinderly/shared only declares constants and zod schemas. Saying so lets the bundler drop the modules
        // a page does not use, so importing one constant does not pull zod into the first load.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
