// `npm run bench -- --only booking [--db postgres]`: a fresh database (as the search bench makes one) with 200
// providers of 4 spaces a day (half ask for approval, half approve at once) and 1,000 parents with two enrolled
// children and a saved card each. Every draft is saved through the API first; then each timed phase only books
// (POST bookDaycareOrders, one order per request, each request its own body), one phase per kind of booking:
// requests (no money moves), instant bookings 8+ days ahead (a hold job is queued), instant bookings within 6
// days (a card hold at the sandbox gateway). A tenth of the provider days get 8 children for their 4 spaces.
// After the run the server stops and SQL checks that no day is overbooked and no child is booked twice at once.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { migrateDatabase, openDatabase } from '@kinderly/db';
import { API_PATHS, todayIso, type DaycareOrder, type LoginResponse } from '@kinderly/shared';
import { checkOverbooking } from './booking-check.ts';
import { judgeBookingGoals, type PhaseFigures } from './booking-goals.ts';
import {
  BENCH_PASSWORD,
  planOrders,
  seedBookingBench,
  weekdaysAhead,
  type BenchPeople,
  type PlannedOrder,
} from './booking-seed.ts';
import { freshDatabase, load, start, type LoadOptions } from './harness.ts';
import { formatGoalLine } from './search-goals.ts';

const COUNTS = { providers: 200, parents: 1000, childrenPerParent: 2 };
const DAYS_PER_FAR_PHASE = 12;

interface BookingBenchOptions extends LoadOptions {
  db: 'pglite' | 'postgres';
  databaseUrl: string;
}

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function call<T>(port: number, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Phase {
  name: string;
  orders: (PlannedOrder & { orderId?: string })[];
}

function phasesOf(people: BenchPeople): { warmUp: Phase; measured: Phase[] } {
  const today = todayIso();
  const far = weekdaysAhead(today, 8, { count: 2 * DAYS_PER_FAR_PHASE + 1 });
  return {
    warmUp: { name: 'warm-up', orders: planOrders(people, people.requestProviders, far.slice(-1), 9) },
    measured: [
      {
        name: 'requests 8+ days ahead (no money moves)',
        orders: planOrders(people, people.requestProviders, far.slice(0, DAYS_PER_FAR_PHASE), 1),
      },
      {
        name: 'instant 8+ days ahead (a hold job is queued)',
        orders: planOrders(people, people.instantProviders, far.slice(DAYS_PER_FAR_PHASE, -1), 2),
      },
      {
        name: 'instant within 6 days (card hold at the sandbox)',
        orders: planOrders(people, people.instantProviders, weekdaysAhead(today, 1, { until: 5 }), 3),
      },
    ],
  };
}

/** Books every order of the phase once, 20 connections at a time; answers the figures and the answers by code. */
async function bookPhase(port: number, phase: Phase, tokens: string[], connections: number) {
  const orders = phase.orders.filter((order) => order.orderId);
  const answers: Record<string, number> = {};
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount: orders.length,
    requests: [
      {
        method: 'POST',
        path: API_PATHS.booking.bookDaycareOrders,
        setupRequest: (request) => {
          // Past the last order (autocannon may ask once more than it sends) the last one again: a 409 NOT_A_DRAFT.
          const order = orders[Math.min(next++, orders.length - 1)]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[order.parent]}` },
            body: JSON.stringify({ orderIds: [order.orderId] }),
          };
        },
        onResponse: (status, body) => {
          const code = status === 409 ? `409 ${(JSON.parse(body) as { code?: string }).code ?? ''}` : String(status);
          answers[code] = (answers[code] ?? 0) + 1;
        },
      },
    ],
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    bookingsPerSecond: Math.round((answers['200'] ?? 0) / seconds),
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    answers,
    errors: result.errors,
    seconds,
  };
}

export async function runBookingBench(options: BookingBenchOptions): Promise<number> {
  console.log(
    `Booking bench: ${options.db}, ${options.connections} connections; ${COUNTS.providers} providers, ` +
      `${COUNTS.parents} parents with ${COUNTS.childrenPerParent} children each. Load average ${load1()}.`,
  );
  const database = await freshDatabase(options.db, options.databaseUrl, 'booking');
  let app: Awaited<ReturnType<typeof start>> | undefined;
  let bare: Awaited<ReturnType<typeof start>> | undefined;
  try {
    const started = performance.now();
    const pgliteDir = join(database.env.DATA_DIR, 'db');
    let handle = await openDatabase({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir });
    await migrateDatabase(handle);
    const people = await seedBookingBench(handle.db, COUNTS, options.db === 'postgres' ? 8 : 1);
    await handle.close();
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

    app = await start(
      ['apps/server/dist/server.js'],
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
    const port = app.port;

    const tokens: string[] = new Array<string>(people.parents.length);
    await inPool([...people.parents.keys()], options.connections, async (p) => {
      const login = await call<LoginResponse>(port, API_PATHS.account.login, {
        userNameOrEmail: people.parents[p]!.email,
        password: BENCH_PASSWORD,
      });
      tokens[p] = login.accessToken;
      await call(
        port,
        API_PATHS.payments.addCreditCardInfo,
        {
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/34',
          cvc: '123',
          cardholderName: 'Bench Parent',
          postalCode: 'M5S 1G8',
        },
        login.accessToken,
      );
    });
    const { warmUp, measured } = phasesOf(people);
    const everyOrder = [warmUp, ...measured].flatMap((phase) => phase.orders);
    await inPool(everyOrder, options.connections, async (order) => {
      const saved = await call<{ data: DaycareOrder }>(
        port,
        API_PATHS.booking.saveDaycareOrder,
        {
          childcareProviderId: order.providerId,
          childId: order.childId,
          bookedDays: [{ date: order.date, startTime: '08:00', endTime: '17:00' }],
        },
        tokens[order.parent],
      );
      order.orderId = saved.data.orderId;
    });
    console.log(
      `Logged in ${tokens.length} parents, saved their cards and ${everyOrder.length} drafts ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s since the start).`,
    );

    const rows: Record<string, unknown>[] = [];
    const bareFigures = await load(bare.port, { method: 'GET', path: '/bare' }, options);
    rows.push({ route: 'bare Fastify GET /bare (yardstick)', ...bareFigures, load: load1() });
    const health = await load(port, { method: 'GET', path: API_PATHS.system.health }, options);
    rows.push({ route: `GET ${API_PATHS.system.health}`, ...health, load: load1() });
    await bookPhase(port, warmUp, tokens, options.connections);
    const phases: PhaseFigures[] = [];
    for (const phase of measured) {
      const figures = await bookPhase(port, phase, tokens, options.connections);
      phases.push({ phase: phase.name, bookingsPerSecond: figures.bookingsPerSecond });
      rows.push({
        route: `book: ${phase.name}`,
        bookingsPerSecond: figures.bookingsPerSecond,
        requestsPerSecond: figures.requestsPerSecond,
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        requests: figures.requests,
        answers: Object.entries(figures.answers)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', '),
        errors: figures.errors,
        seconds: figures.seconds,
        load: load1(),
      });
    }
    console.table(rows);

    app.child.kill('SIGTERM');
    await new Promise((done) => app!.child.once('exit', done));
    app = undefined;
    handle = await openDatabase({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir });
    const check = await checkOverbooking(handle.db);
    await handle.close();
    console.log('\nGoal of issue 15:');
    const lines = judgeBookingGoals(options.db, phases, check);
    for (const line of lines) console.log(formatGoalLine(line));
    return lines.some((line) => line.verdict === 'FAIL') ? 1 : 0;
  } finally {
    app?.child.kill('SIGTERM');
    bare?.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await database.drop();
  }
}
