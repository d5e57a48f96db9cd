// `npm start`: build what is stale (always for production, whatever NODE_ENV the shell has), then run the
// server bundle in the shell's NODE_ENV (it migrates, seeds demo data on an empty database unless SEED_DEMO=false,
// or in production only with SEED_DEMO=true, and serves the app on PORT, 3000 by default).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-stale.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
ensureBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', resolve(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
