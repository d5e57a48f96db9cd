import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The Fastify server (apps/server) listens here in development; Vite serves the app and forwards the rest.
const SERVER_URL = 'http://localhost:3001';

// `vite build --ssr src/ssr/entry-server.tsx` builds the server's renderer of the public pages into dist-ssr (ADR 019).
export default defineConfig(({ isSsrBuild }) => ({
  // Explicit so the config also works when started from the repository root with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The renderer bundles its libraries, built for production like the browser's: run from node_modules they would
  // follow the server's NODE_ENV (unset under `npm start`), and MUI would then label every class name
  // (css-1ugw4x6-MuiPaper-root-...), so no class the server sent would match the browser's and the browser would
  // compile and insert every style again while hydrating.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER_URL, changeOrigin: true },
      '/docs': { target: SERVER_URL, changeOrigin: true },
      '/chatHub': { target: SERVER_URL, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each entry to its chunks, so a script can add up the first-load JavaScript.
    manifest: !isSsrBuild,
    // The renderer needs no copy of the public files; the server serves them from dist.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        // @kinderly/shared only declares constants and zod schemas. Saying so lets the bundler drop the modules
        // a page does not use, so importing one constant does not pull zod into the first load.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
