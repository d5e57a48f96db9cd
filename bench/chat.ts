// `npm run bench -- --only chat [--clients 1000 --rooms 500 --duration 30 --rate N --via hub|rest --db pglite|postgres]`
// (issue 17): a fresh database (as the other benches make one) with one parent and one provider per room and their
// room, seeded before the built server starts; every user logs in through the API and connects one
// socket.io-client to /chatHub (WebSocket only). Each room's parent sends over the hub (`message:send` with an ack,
// the web app's path while its socket is connected; ADR 024, session 15), or with `--via rest` over REST (POST
// sendMessage, the fallback); delivery latency is from the send's start to the provider's `message:new`. Two timed
// phases of --duration each, after a short warm-up:
// - peak: every room in a closed loop (send, wait for the recipient, send again): the messages/s the server gives;
// - paced: the same rooms at --rate messages/s in all (default: half the app's peak), so the latency is that of a
//   server that is not saturated (at the peak, 500 rooms each waiting on its last message make p99 about
//   500 / throughput, whatever a message costs).
// A bare Socket.IO server (bench/bare-chat-server.ts: no auth, no database) goes through the same phases in the
// same run, each parent's socket emitting to its room, paced at the app's rate. The app's path does the send's
// checks, the insert and the hub's emits (message:new to the room's other sockets, the ack to the sender; ADR 024,
// session 20); the bare one a socket relay: that is the comparison the issue asks for. The table also gives the
// send's own p50/p99 (the ack or the REST answer; the bare emit is immediate). CHAT_BENCH_PROF=1 starts the server
// with --cpu-prof (profiles in $TMPDIR/kinderly-chat-bench-profiles) to see where its time goes;
// CHAT_BENCH_TRACE=FILE appends a line per delivered message (phase, ms into its window it was sent, latency), to
// see when the slow ones were sent. 1,000 clients need `ulimit -n` above 1,200.
import { execSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { chatRooms, hashPassword, migrateDatabase, openDatabase, providers, users, type Database } from '@kinderly/db';
import {
  API_PATHS,
  CHAT_HUB_PATH,
  ChatHubEvent,
  Role,
  type ChatHubSendAck,
  type ChatMessage,
  type LoginResponse,
} from '@kinderly/shared';
import { chatFigures, judgeChatGoals, type ChatFigures } from './chat-goals.ts';
import { freshDatabase, start } from './harness.ts';
import { formatGoalLine } from './search-goals.ts';

const BENCH_PASSWORD = 'Bench-Chat-Password-9';
const PROFILE_DIR = join(tmpdir(), 'kinderly-chat-bench-profiles');
const TRACE_FILE = process.env.CHAT_BENCH_TRACE;
/** How long a message may take before the bench counts it lost (and that sender goes on). */
const LOST_AFTER_MS = 120_000;

export interface ChatBenchOptions {
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  clients: number;
  rooms: number;
  /** Seconds of timed sending per phase (peak, paced) and side (app, bare). */
  duration: number;
  /** Messages/s over all rooms in the paced phases; by default half the app's peak. */
  rate?: number | undefined;
  /** How the app's parents send: `message:send` on their socket (default), or POST sendMessage. */
  via?: 'hub' | 'rest';
}

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

async function inPool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

interface ChatPeople {
  parents: string[];
  providers: string[];
  roomIds: string[];
}

/** `rooms` parents and as many home providers (one password hash for all), and a room for each pair. */
async function seedChatBench(db: Database, rooms: number): Promise<ChatPeople> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const run = randomBytes(3).toString('hex');
  const people = (kind: string, role: Role) =>
    Array.from({ length: rooms }, (_, i) => ({
      userName: `bench-${kind}-${run}-${i}`,
      firstName: 'Bench',
      lastName: `${kind} ${i}`,
      email: `bench-${kind}-${run}-${i}@kinderly.example`,
      emailConfirmed: true,
      registrationComplete: true,
      referralToken: randomBytes(12).toString('base64url'),
      roles: [role],
      currentRole: role,
      passwordHash,
    }));
  const insertUsers = async (rows: ReturnType<typeof people>) => {
    const inserted: { id: string; email: string }[] = [];
    for (let i = 0; i < rows.length; i += 200)
      inserted.push(
        ...(await db
          .insert(users)
          .values(rows.slice(i, i + 200))
          .returning({ id: users.id, email: users.email })),
      );
    return inserted;
  };
  const parents = await insertUsers(people('parent', Role.Parent));
  const owners = await insertUsers(people('provider', Role.HomeProvider));
  const roomIds: string[] = [];
  for (let i = 0; i < rooms; i += 200) {
    const listed = await db
      .insert(providers)
      .values(owners.slice(i, i + 200).map((owner) => ({ userId: owner.id })))
      .returning({ id: providers.id });
    const made = await db
      .insert(chatRooms)
      .values(listed.map((provider, k) => ({ familyUserId: parents[i + k]!.id, providerId: provider.id })))
      .returning({ id: chatRooms.id });
    roomIds.push(...made.map((room) => room.id));
  }
  return { parents: parents.map((p) => p.email), providers: owners.map((p) => p.email), roomIds };
}

async function login(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${API_PATHS.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmail: email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as LoginResponse).accessToken;
}

function connectSocket(port: number, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: CHAT_HUB_PATH,
    auth,
    // One file descriptor per client, no long-polling upgrade dance.
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Each room's sender and the recipient's socket; `send` starts one message and resolves when the call did. */
interface Scenario {
  name: string;
  /** The server process, whose CPU time per message the figures give (Linux). */
  serverPid: number | undefined;
  recipients: Socket[];
  send: (room: number, text: string) => Promise<void>;
}

interface RunFigures extends ChatFigures {
  /** The server process's CPU time (user + system) per message delivered; null where /proc is not readable. */
  serverCpuMsPerMessage: number | null;
  /** The send itself: the ack or the REST call's answer (app), the emit (bare). */
  sendP50Ms: number;
  sendP99Ms: number;
  errors: number;
}

let phases = 0;

/** CPU time a process has used so far, in ms (Linux /proc; clock ticks are 100 a second there). */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Every room sends for `ms`: a message, then the next once the recipient got it (a closed loop), at most one every
 * `intervalMs` per room when paced (a room that falls behind sends at once, without a burst to catch up). Answers
 * the figures of messages started within the window (their deliveries may end just after it).
 */
async function drive(scenario: Scenario, ms: number, intervalMs = 0): Promise<RunFigures> {
  const phase = phases++;
  const waiting = new Map<string, (at: number) => void>();
  const listeners = scenario.recipients.map((socket) => {
    const listener = (message: Pick<ChatMessage, 'text'>) => {
      const done = message.text === null ? undefined : waiting.get(message.text);
      if (done) {
        waiting.delete(message.text!);
        done(performance.now());
      }
    };
    socket.on('message:new', listener);
    return () => socket.off('message:new', listener);
  });
  const latencies: number[] = [];
  // CHAT_BENCH_TRACE: each delivered message's phase, send time (ms into the window) and latency.
  const trace: string[] = [];
  const sendLatencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const cpuBefore = cpuMsOf(scenario.serverPid);
  const started = performance.now();
  const deadline = started + ms;
  const rooms = scenario.recipients.length;
  await Promise.all(
    scenario.recipients.map(async (_, room) => {
      // Paced rooms start spread over one interval, so the load is steady from the first second.
      let slot = started + (intervalMs * room) / rooms;
      for (let seq = 0; ; seq++) {
        // A room whose next turn falls after the window is done (it does not sleep till then).
        if (slot >= deadline) break;
        if (slot > performance.now()) await new Promise((done) => setTimeout(done, slot - performance.now()));
        if (performance.now() >= deadline) break;
        const text = `bench ${phase} ${room} ${seq}`;
        let timer: NodeJS.Timeout | undefined;
        const arrived = new Promise<number | null>((resolve) => {
          waiting.set(text, resolve);
          timer = setTimeout(() => resolve(null), LOST_AFTER_MS);
        });
        const at = performance.now();
        slot = Math.max(slot + intervalMs, at);
        try {
          await scenario.send(room, text);
        } catch (error) {
          if (errors++ === 0) console.error(`${scenario.name}: ${String(error)}`);
          waiting.delete(text);
          clearTimeout(timer);
          slot = Math.max(slot, performance.now() + 100);
          continue;
        }
        sent++;
        sendLatencies.push(performance.now() - at);
        const received = await arrived;
        clearTimeout(timer);
        if (received === null) waiting.delete(text);
        else {
          latencies.push(received - at);
          if (TRACE_FILE) trace.push(`${phase} ${(at - started).toFixed(1)} ${(received - at).toFixed(1)}`);
        }
      }
    }),
  );
  listeners.forEach((off) => off());
  if (TRACE_FILE) appendFileSync(TRACE_FILE, trace.map((line) => `${line}\n`).join(''));
  const sends = chatFigures(sendLatencies, sent, 1);
  const cpuAfter = cpuMsOf(scenario.serverPid);
  return {
    ...chatFigures(latencies, sent, (performance.now() - started) / 1000),
    serverCpuMsPerMessage:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) / latencies.length) * 100) / 100,
    sendP50Ms: sends.p50Ms,
    sendP99Ms: sends.p99Ms,
    errors,
  };
}

/** A short warm-up that is not counted, the closed loop at full speed, then paced at `rate()` messages/s. */
async function measure(scenario: Scenario, durationSeconds: number, rate: (peak: RunFigures) => number) {
  await drive(scenario, Math.min(5, Math.max(1, durationSeconds / 5)) * 1000);
  const peak = await drive(scenario, durationSeconds * 1000);
  console.log(
    `${scenario.name}, peak: ${peak.messagesPerSecond} messages/s, p50 ${peak.p50Ms} ms, p99 ${peak.p99Ms} ms.`,
  );
  const pacedRate = Math.max(1, rate(peak));
  const paced = await drive(scenario, durationSeconds * 1000, (scenario.recipients.length / pacedRate) * 1000);
  console.log(`${scenario.name}, paced at ${pacedRate}/s: p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms.`);
  return { peak, paced, pacedRate };
}

function openFilesLimit(): number {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim()) || Infinity;
  } catch {
    return Infinity;
  }
}

export async function runChatBench(options: ChatBenchOptions): Promise<number> {
  if (options.clients !== 2 * options.rooms)
    throw new Error('--clients must be twice --rooms (a parent and a provider per room)');
  // This process holds one socket per client and the server as many: the default 1,024 is too few for 1,000.
  const limit = openFilesLimit();
  if (limit < options.clients + 200)
    throw new Error(`ulimit -n is ${limit}: raise it (ulimit -n 4096) for ${options.clients} clients`);
  console.log(
    `Chat bench: ${options.db}; ${options.clients} clients in ${options.rooms} rooms, ${options.duration} s per ` +
      `phase and side. Load average ${load1()}.`,
  );
  const database = await freshDatabase(options.db, options.databaseUrl, 'chat');
  let app: Awaited<ReturnType<typeof start>> | undefined;
  let bare: Awaited<ReturnType<typeof start>> | undefined;
  const sockets: Socket[] = [];
  const closeSockets = () => sockets.splice(0).forEach((socket) => socket.disconnect());
  let finished = false;
  try {
    const started = performance.now();
    const handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL || undefined,
      pgliteDir: join(database.env.DATA_DIR, 'db'),
    });
    await migrateDatabase(handle);
    const people = await seedChatBench(handle.db, options.rooms);
    await handle.close();
    console.log(`Seeded in ${seconds(started)} s.`);

    app = await start(
      [
        ...(process.env.CHAT_BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
        'apps/server/dist/server.js',
      ],
      {
        ...database.env,
        REDIS_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        // All the load comes from one address, and each parent sends far more than a person would.
        RATE_LIMIT_MAX: '100000000',
        CHAT_MESSAGE_RATE_LIMIT_MAX: '100000000',
      },
      API_PATHS.system.health,
    );
    bare = await start(['--import', 'tsx', 'bench/bare-chat-server.ts'], {}, '/bare-chat');
    // A server gone mid-run (killed from outside: the machine is shared) would otherwise show only as lost messages.
    for (const [name, server] of [
      ['app server', app],
      ['bare server', bare],
    ] as const)
      server.child.once('exit', (code, signal) => {
        if (!finished) console.error(`The ${name} exited during the run (code ${code}, signal ${signal}).`);
      });
    const { port } = app;

    const emails = [...people.parents, ...people.providers];
    const tokens = new Array<string>(emails.length);
    await inPool(emails, 4, async (email, i) => void (tokens[i] = await login(port, email)));
    console.log(`Logged in ${tokens.length} users (${seconds(started)} s since the start).`);

    // The app first: the paced phases run at half its peak, on both sides. Its sockets close before the bare's connect.
    const connectAll = (to: number, auth: (i: number) => Record<string, unknown>) =>
      inPool(emails, 50, async (_, i) => {
        sockets[i] = await connectSocket(to, auth(i));
      });
    await connectAll(port, (i) => ({ token: tokens[i] }));
    console.log(`Connected ${sockets.length} sockets to ${CHAT_HUB_PATH}.`);
    const url = `http://127.0.0.1:${port}${API_PATHS.chat.sendMessage}`;
    const via = options.via ?? 'hub';
    const appRun = await measure(
      {
        name: `app (${via})`,
        serverPid: app.child.pid,
        recipients: sockets.slice(options.rooms),
        send:
          via === 'hub'
            ? async (room, text) => {
                const ack: ChatHubSendAck = await sockets[room]!.timeout(LOST_AFTER_MS).emitWithAck(
                  ChatHubEvent.MessageSend,
                  { roomId: people.roomIds[room], text },
                );
                if (!ack.ok) throw new Error(`message:send: ${ack.status} ${ack.error}`);
              }
            : async (room, text) => {
                const response = await fetch(url, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[room]}` },
                  body: JSON.stringify({ roomId: people.roomIds[room], text }),
                });
                if (response.status !== 201)
                  throw new Error(`sendMessage: ${response.status} ${await response.text()}`);
                await response.arrayBuffer();
              },
      },
      options.duration,
      (peak) => options.rate ?? Math.round(peak.messagesPerSecond / 2),
    );
    const appLoad = load1();
    closeSockets();

    await connectAll(bare.port, (i) => ({ room: String(i % options.rooms) }));
    const bareRun = await measure(
      {
        name: 'bare',
        serverPid: bare.child.pid,
        recipients: sockets.slice(options.rooms),
        send: async (room, text) => void sockets[room]!.emit('message', { text }),
      },
      options.duration,
      () => appRun.pacedRate,
    );
    const bareLoad = load1();
    closeSockets();

    console.log(
      `\nPeak: every room in a closed loop (send, wait for the recipient, send again). Paced: the same rooms at ` +
        `${appRun.pacedRate} messages/s in all (${options.rate === undefined ? "half the app's peak" : '--rate'}). ` +
        "Latency: from the send to the recipient's message:new; send: the app's ack (hub) or REST answer " +
        '(rest), the emit (bare).',
    );
    console.table([
      { scenario: 'bare Socket.IO echo, peak', ...bareRun.peak, load: bareLoad },
      { scenario: `app send (${via}) -> hub, peak`, ...appRun.peak, load: appLoad },
      { scenario: `bare Socket.IO echo, paced`, ...bareRun.paced },
      { scenario: `app send (${via}) -> hub, paced`, ...appRun.paced },
    ]);
    finished = true;
    console.log('\nGoals of issue 17:');
    const lines = judgeChatGoals({
      appPeak: appRun.peak,
      barePeak: bareRun.peak,
      appPaced: appRun.paced,
      barePaced: bareRun.paced,
      pacedRate: appRun.pacedRate,
    });
    for (const line of lines) console.log(formatGoalLine(line));
    return lines.some((line) => line.verdict === 'FAIL') ? 1 : 0;
  } finally {
    finished = true;
    closeSockets();
    app?.child.kill('SIGTERM');
    bare?.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await database.drop();
  }
}
