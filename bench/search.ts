// `npm run bench -- --only search --providers 1000,10000,100000 [--db postgres]`: for each number of providers, a
// fresh database (a PGlite data directory in a temporary directory, or a new PostgreSQL database next to
// DATABASE_URL's, dropped afterwards) seeded with `db:seed -- --providers N`, the built server on it, and the
// demo parent (no saved location) signed in. Then the bare Fastify route, /api/health and the search are loaded
// in turn, and the three goals are printed with PASS or FAIL. SEARCH_BENCH_PROF=DIR starts the server with
// --cpu-prof, its profiles written to DIR, to see where a search's time goes.
import { spawnSync } from 'node:child_process';
import { DEMO_PASSWORD } from '@kinderly/db';
import { API_PATHS, type LoginResponse, type ProviderSearchResult, type UserLocation } from '@kinderly/shared';
import { freshDatabase, load, root, start, type LoadOptions } from './harness.ts';
import { searchScenarios } from './scenarios.ts';
import { formatGoalLine, judgeSearchGoals, type SizeFigures } from './search-goals.ts';

const PARENT = 'parent@kinderly.example';
const WARM_UP_SECONDS = 2;

interface SearchBenchOptions extends LoadOptions {
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  sizes: number[];
}

async function call<T>(port: number, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function benchSize(options: SearchBenchOptions, providers: number): Promise<SizeFigures> {
  const database = await freshDatabase(options.db, options.databaseUrl, 'search');
  let app: Awaited<ReturnType<typeof start>> | undefined;
  let bare: Awaited<ReturnType<typeof start>> | undefined;
  try {
    console.log(`\n${providers.toLocaleString('en-CA')} providers on ${options.db}: seeding...`);
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/seed.ts', '--providers', String(providers)],
      { cwd: root, env: { ...process.env, ...database.env }, encoding: 'utf8' },
    );
    if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stderr}`);
    console.log(seed.stdout.trim().split('\n').at(-1));
    const profile = process.env.SEARCH_BENCH_PROF;
    app = await start(
      [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'apps/server/dist/server.js'],
      {
        ...database.env,
        REDIS_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        // The per-address API limit would otherwise answer 429 to the load, which all comes from one address.
        RATE_LIMIT_MAX: '100000000',
      },
      API_PATHS.system.health,
    );
    bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], {}, '/bare');
    const login = await call<LoginResponse>(app.port, API_PATHS.account.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: PARENT, password: DEMO_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${login.accessToken}` };
    const saved = await call<UserLocation>(app.port, API_PATHS.account.getUserLocation, { headers: auth });
    if (saved.latitude !== null) throw new Error(`${PARENT} has a saved location; the bench expects none`);
    const [health, signedIn, search] = searchScenarios(login.accessToken);
    const first = await call<ProviderSearchResult>(app.port, search!.request.path, { headers: auth });
    console.log(`The search finds ${first.total} providers (page 1: ${first.items.length}).`);

    const rows = [];
    const bareFigures = await load(bare.port, { method: 'GET', path: '/bare' }, options);
    rows.push({ route: 'bare Fastify GET /bare (yardstick)', ...bareFigures });
    const measured: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const scenario of [health!, signedIn!, search!]) {
      await load(app.port, scenario.request, { ...options, duration: WARM_UP_SECONDS });
      measured[scenario.name] = await load(app.port, scenario.request, options);
      rows.push({
        route: `${scenario.request.method} ${scenario.request.path.split('?')[0]}`,
        ...measured[scenario.name]!,
      });
    }
    console.table(rows);
    for (const row of rows) {
      if (row.non2xx || row.errors)
        console.log(`WARNING: ${row.route} had ${row.non2xx} non-2xx answers, ${row.errors} errors`);
    }
    const share = (name: string) =>
      Math.round((measured[name]!.requestsPerSecond / measured.health!.requestsPerSecond) * 100);
    console.log(`Share of /api/health's req/s: signed-in read ${share('signed-in')}%, search ${share('search')}%.`);
    return { providers, health: measured.health!, search: measured.search! };
  } finally {
    app?.child.kill('SIGTERM');
    bare?.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await database.drop();
  }
}

/** Runs every size and prints the goals; answers the exit code (1 when a measured goal fails). */
export async function runSearchBench(options: SearchBenchOptions): Promise<number> {
  console.log(
    `Provider search bench: ${options.db}, ${options.connections} connections, ${options.duration} s per route ` +
      `(after ${WARM_UP_SECONDS} s of warm-up), sizes ${options.sizes.join(', ')}.`,
  );
  const figures: SizeFigures[] = [];
  for (const size of options.sizes) figures.push(await benchSize(options, size));
  console.log('\nGoals of issue 14:');
  const lines = judgeSearchGoals(options.db, figures);
  for (const line of lines) console.log(formatGoalLine(line));
  return lines.some((line) => line.verdict === 'FAIL') ? 1 : 0;
}
