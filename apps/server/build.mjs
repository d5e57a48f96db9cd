// Bundles the server (and the workspace packages it imports) into dist/server.js.
// Third-party packages stay external: some load files beside themselves (PGlite's WASM, argon2's binary).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kinderly/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
console.log('server bundle written to apps/server/dist/server.js');
