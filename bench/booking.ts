// `npm run bench -- --only booking [--db postgres]`: a fresh database (as the search bench makes one) with 200
// providers of 4 spaces a day, open every day (half ask for approval, half approve at once) and 1,000 parents
// with two enrolled children and a saved card each. Every draft is saved through the API first; then each timed
// phase only books (POST bookDaycareOrders, each request its own body), one phase per kind of booking: requests
// (no money moves), instant bookings 8+ days ahead (a hold job is queued), instant bookings within 6 days (a card
// hold at the sandbox gateway). Each call books one child's run of `--days-per-call` days (default 5: a week; weekdays 8+
// days ahead, the next 5 days for the holds) at one provider, all or none, as a parent books a week from the
// summary; `--days-per-call 1` books one day per call. Each call's mails are a job the server's job runner sends
// while the next phase runs (as it would under steady load); BENCH_JOBS_POLL=100000000 keeps the runner idle, to
// see a phase's own cost.
// A tenth of the provider runs get 8 children for their 4 spaces a day.
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
  planCalls,
  seedBookingBench,
  weekdaysAhead,
  type BenchPeople,
  type PlannedCall,
} from './booking-seed.ts';
import { freshDatabase, load, start, type LoadOptions } from './harness.ts';
import { formatGoalLine } from './search-goals.ts';

const COUNTS = { providers: 200, parents: 1000, childrenPerParent: 2 };
const DAYS_PER_FAR_PHASE = 15;

interface BookingBenchOptions extends LoadOptions {
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  /** Weekdays one bookDaycareOrders call books (one child, one provider). */
  daysPerCall: number;
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

type BenchCall = PlannedCall & { orderIds?: string[] };

interface Phase {
  name: string;
  calls: BenchCall[];
}

function phasesOf(people: BenchPeople, daysPerCall: number): { warmUp: Phase; measured: Phase[] } {
  const today = todayIso();
  const far = weekdaysAhead(today, 8, { count: 2 * DAYS_PER_FAR_PHASE + 1 });
  return {
    warmUp: { name: 'warm-up', calls: planCalls(people, people.requestProviders, far.slice(-1), 9, 1) },
    measured: [
      {
        name: 'requests 8+ days ahead (no money moves)',
        calls: planCalls(people, people.requestProviders, far.slice(0, DAYS_PER_FAR_PHASE), 1, daysPerCall),
      },
      {
        name: 'instant 8+ days ahead (a hold job is queued)',
        calls: planCalls(people, people.instantProviders, far.slice(DAYS_PER_FAR_PHASE, -1), 2, daysPerCall),
      },
      {
        name: 'instant within 6 days (card hold at the sandbox)',
        calls: planCalls(
          people,
          people.instantProviders,
          weekdaysAhead(today, 1, { until: 5, everyDay: true }),
          3,
          daysPerCall,
        ),
      },
    ],
  };
}

/**
 * Makes every call of the phase once, 20 connections at a time; answers the figures and the answers by code.
 * Bookings are orders booked (a 200 books every day of its call).
 */
async function bookPhase(port: number, phase: Phase, tokens: string[], connections: number) {
  const calls = phase.calls.filter((call) => call.orderIds);
  const answers: Record<string, number> = {};
  let booked = 0;
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount: calls.length,
    requests: [
      {
        method: 'POST',
        path: API_PATHS.booking.bookDaycareOrders,
        setupRequest: (request) => {
          // Past the last call (autocannon may ask once more than it sends) the last one again: a 409 NOT_A_DRAFT.
          const call = calls[Math.min(next++, calls.length - 1)]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[call.parent]}` },
            body: JSON.stringify({ orderIds: call.orderIds }),
          };
        },
        onResponse: (status, body) => {
          const code = status === 409 ? `409 ${(JSON.parse(body) as { code?: string }).code ?? ''}` : String(status);
          answers[code] = (answers[code] ?? 0) + 1;
          if (status === 200) booked += (JSON.parse(body) as { data: unknown[] }).data.length;
        },
      },
    ],
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    bookingsPerSecond: Math.round(booked / seconds),
    booked,
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
      `${COUNTS.parents} parents with ${COUNTS.childrenPerParent} children each; ${options.daysPerCall} day(s) per call. ` +
      `Load average ${load1()}.`,
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
        JOBS_POLL_INTERVAL_MS: process.env.BENCH_JOBS_POLL ?? '5000',
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
    const { warmUp, measured } = phasesOf(people, options.daysPerCall);
    const everyCall = [warmUp, ...measured].flatMap((phase) => phase.calls);
    let drafts = 0;
    await inPool(everyCall, options.connections, async (planned) => {
      const ids: string[] = [];
      for (const order of planned.orders) {
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
        ids.push(saved.data.orderId);
      }
      planned.orderIds = ids;
      drafts += ids.length;
    });
    console.log(
      `Logged in ${tokens.length} parents, saved their cards and ${drafts} drafts for ${everyCall.length} calls ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s since the start).`,
    );
    console.log(
      `Each timed call books ${options.daysPerCall === 1 ? 'one day' : `up to ${options.daysPerCall} weekdays (one child's week at one provider, all or none)`}; bookings/s counts days booked.`,
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
        booked: figures.booked,
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
