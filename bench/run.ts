// `npm run bench [-- --db pglite|postgres --duration 10 --connections 20]`
// First measures the JavaScript a first visit to / downloads in Chromium against its budget (bench/first-load.ts;
// exits non-zero at the end when over). Then starts the built server on the chosen database and a bare Fastify
// server, loads each with autocannon in turn, and prints requests/s and p99 latency side by side.
// `npm run bench -- --only search --providers 1000,10000 [--db postgres]`: provider search instead (bench/search.ts).
// `npm run bench -- --only admin [--users 100000] [--db postgres]`: the administrator's user list (bench/admin.ts).
// `npm run bench -- --only booking [--db postgres] [--days-per-call 5]`: booking instead (bench/booking.ts).
// `npm run bench -- --only chat [--clients 1000 --rooms 500 --duration 30 --rate N --via hub|rest] [--db postgres]`: the chat hub next to a
// bare Socket.IO echo (bench/chat.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAdminBench } from './admin.ts';
import { runBookingBench } from './booking.ts';
import { runChatBench } from './chat.ts';
import { measureFirstLoad } from './first-load.ts';
import { reportRows, reportVerdict } from './first-load-report.ts';
import { load, start } from './harness.ts';
import { scenarios } from './scenarios.ts';
import { runSearchBench } from './search.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    // Seconds per route; the chat bench's default is 30 s per scenario.
    duration: { type: 'string' },
    // Concurrent connections; the admin bench's default is 4 (a few administrators at once), the others' 20.
    connections: { type: 'string' },
    only: { type: 'string' },
    providers: { type: 'string', default: '10000' },
    'days-per-call': { type: 'string', default: '5' },
    clients: { type: 'string', default: '1000' },
    rooms: { type: 'string', default: '500' },
    rate: { type: 'string' },
    // The chat bench's send: over the hub (message:send, the web app's path) or REST (POST sendMessage).
    via: { type: 'string', default: 'hub' },
    users: { type: 'string', default: '100000' },
  },
});
const options = {
  duration: Number(values.duration ?? (values.only === 'chat' ? 30 : 10)),
  connections: Number(values.connections ?? (values.only === 'admin' ? 4 : 20)),
};
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
if (values.only !== undefined && !['search', 'booking', 'chat', 'admin'].includes(values.only))
  throw new Error('--only takes: search, booking, chat, admin');
const databaseUrl =
  values.db === 'postgres' ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : '';

if (values.only === 'search') {
  const sizes = values.providers.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--providers takes e.g. 1000,100000');
  process.exitCode = await runSearchBench({ db: values.db, databaseUrl, sizes, ...options });
} else if (values.only === 'booking') {
  const daysPerCall = Number(values['days-per-call']);
  if (!Number.isInteger(daysPerCall) || daysPerCall < 1 || daysPerCall > 5)
    throw new Error('--days-per-call takes 1 to 5');
  process.exitCode = await runBookingBench({ db: values.db, databaseUrl, daysPerCall, ...options });
} else if (values.only === 'admin') {
  const users = Number(values.users);
  if (!Number.isInteger(users) || users < 0) throw new Error('--users takes a whole number, e.g. 100000');
  process.exitCode = await runAdminBench({ db: values.db, databaseUrl, users, ...options });
} else if (values.only === 'chat') {
  const [clients, rooms] = [Number(values.clients), Number(values.rooms)];
  if (!Number.isInteger(rooms) || rooms < 1 || clients !== 2 * rooms)
    throw new Error('--rooms takes a whole number and --clients twice that (a parent and a provider per room)');
  const rate = values.rate === undefined ? undefined : Number(values.rate);
  if (rate !== undefined && !(rate > 0)) throw new Error('--rate takes messages per second, e.g. 500');
  if (values.via !== 'hub' && values.via !== 'rest') throw new Error('--via takes hub or rest');
  process.exitCode = await runChatBench({
    db: values.db,
    databaseUrl,
    clients,
    rooms,
    duration: options.duration,
    rate,
    via: values.via,
  });
} else {
  const firstLoad = await measureFirstLoad();
  console.table(reportRows(firstLoad));
  console.log(`${reportVerdict(firstLoad)}\n`);
  if (!firstLoad.withinBudget) process.exitCode = 1;

  const app = await start(
    ['apps/server/dist/server.js'],
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kinderly-bench-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '100000000',
    },
    '/api/health',
  );
  const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], {}, '/bare');

  try {
    console.log(`Database: ${values.db}; ${options.connections} connections, ${options.duration} s per route.\n`);
    const rows = [
      {
        route: 'bare Fastify GET /bare (yardstick)',
        ...(await load(bare.port, { method: 'GET', path: '/bare' }, options)),
      },
    ];
    for (const scenario of scenarios)
      rows.push({ route: scenario.name, ...(await load(app.port, scenario.request, options)) });
    console.table(rows);
  } finally {
    app.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
  }
}
