import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  acquireDirLock,
  ensureDefaultContent,
  migrateDatabase,
  openDatabase,
  type Database,
  type DbHandle,
} from '@kinderly/db';
import type { Config } from './config.ts';
import { AdjustableClock, systemClock, type Clock } from './lib/clock.ts';
import { createOrderLinks, type OrderLinks } from './lib/order-links.ts';
import { JobQueue } from './lib/jobs/index.ts';
import { createFileStorage, type FileStorage } from './integrations/file-storage/index.ts';
import { createGeocoders, type ForwardGeocoder, type ReverseGeocoder } from './integrations/geocoding/index.ts';
import { createMailer, TrackedMailer, type Mailer } from './integrations/mail/index.ts';
import { createOpsMessenger, type OpsMessenger } from './integrations/messaging/index.ts';
import { createPaymentGateway, type PaymentGateway } from './integrations/payments/index.ts';
import { serializeRequest } from './lib/log-serializers.ts';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store.ts';
import { OpsAlerts } from './lib/ops-alerts.ts';
import { ChatThrottle, DEFAULT_CHAT_LIMITS } from './services/chat/chat-throttle.ts';
import { AccountThrottle, DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './lib/throttle.ts';
import { authPlugin } from './plugins/auth.ts';
import { chatHubPlugin } from './plugins/chat-hub.ts';
import { createNotificationCentre, type NotificationCentre, type PushSender } from './lib/notifications/centre.ts';
import { registerNotificationJobs } from './lib/notifications/jobs.ts';
import { createPushSender, loadVapidKeys } from './integrations/push/index.ts';
import type { Agent as HttpsAgent } from 'node:https';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rejectNulPlugin } from './plugins/reject-nul.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { serverErrorAlertsPlugin } from './plugins/server-error-alerts.ts';
import { PageCache } from './lib/page-renderer.ts';
import { spaPlugin } from './plugins/spa.ts';
import { devAlertRoutes } from './routes/dev/alerts.ts';
import { devClockRoutes } from './routes/dev/clock.ts';
import { devRoutes } from './routes/dev/index.ts';
import { testDataRoutes } from './routes/dev/testdata.ts';
import { apiRoutes } from './routes/index.ts';
import { seoRoutes } from './routes/seo/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbHandle: DbHandle;
    redis: Redis | null;
    mailer: Mailer;
    throttle: AccountThrottle;
    /** Per-user chat limits (messages, reactions), in the same counter store. */
    chatThrottle: ChatThrottle;
    fileStorage: FileStorage;
    payments: PaymentGateway;
    /** Null when no geocoder is configured (GEOCODER_URL unset). */
    geocoder: ReverseGeocoder | null;
    /** Forward geocoding: GEOCODER_URL's search, or the bundled Canadian places (never null). */
    placeSearch: ForwardGeocoder;
    /** "Now" for every time rule and timed job; tests hand in a clock they move. */
    clock: Clock;
    /** Timed work (ADR 021): features register handlers and enqueue; main.ts polls, tests call runDue. */
    jobs: JobQueue;
    /** Signed read-only links to one order (the booking mails). */
    orderLinks: OrderLinks;
    /** Texts to the operations chat (Telegram, else the log), 20 a minute for the whole app (ADR 028). */
    opsAlerts: OpsAlerts;
    /** Every event's way to people (ADR 029): the bell live through the hub, then mail and web push. */
    notificationCentre: NotificationCentre;
    /** The VAPID public key browsers subscribe with (web push). */
    vapidPublicKey: string;
  }
}

export interface AppDeps {
  /** An open, migrated database. When absent, buildApp opens (and locks) the one the config names. */
  db?: DbHandle;
  /** Logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Mail delivery; by default SMTP when SMTP_URL is set, else the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Sign-in and mail-sending limits; tests lower them. */
  accountLimits?: Partial<AccountLimits>;
  /** Redis key prefix of those limits' counters; tests give each app its own. */
  throttleNamespace?: string;
  /** Where uploads go; by default the local disk under DATA_DIR/files. */
  fileStorage?: FileStorage;
  /** Card payments; by default Stripe when STRIPE_SECRET_KEY is set, else the local sandbox. */
  payments?: PaymentGateway;
  /** Reverse geocoder; by default the one GEOCODER_URL names, or none. */
  geocoder?: ReverseGeocoder | null;
  /** Forward geocoder; by default the one GEOCODER_URL names, falling back to the bundled places. */
  placeSearch?: ForwardGeocoder;
  /** The clock; by default the system's. */
  clock?: Clock;
  /** The job queue; by default one on this app's database and clock. Never started by buildApp. */
  jobs?: JobQueue;
  /** Operations messages; by default Telegram when TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set, else the log. */
  opsMessenger?: OpsMessenger;
  /** Web push; by default the VAPID sender of integrations/push (keys from the config or DATA_DIR). */
  push?: PushSender | null;
  /** The HTTPS agent of that sender (tests trust a local push service's certificate). */
  pushAgent?: HttpsAgent;
}

async function openConfiguredDatabase(
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ handle: DbHandle; release: () => void }> {
  const release = config.DATABASE_URL ? () => {} : acquireDirLock(`${config.pgliteDir}.lock`);
  try {
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.pgliteDir,
      onIdleConnectionError: (error) =>
        log.warn({ err: error }, 'an idle database connection failed; the pool opens another when needed'),
    });
    await migrateDatabase(handle);
    // The policies and blog articles are product content, not demo data: every start adds what is missing.
    await ensureDefaultContent(handle.db);
    return { handle, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** The house logger: secrets redacted, no bodies; options handed in (tests: a stream) go on top. */
function loggerOptions(config: Config, given: AppDeps['logger']): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
  };
  if (given === undefined) return base;
  return given && typeof given === 'object' ? { ...base, ...given } : given;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: loggerOptions(config, deps.logger),
    genReqId: generateRequestId,
    // Fastify takes a hop count too, though its types only list the other forms.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const owned = deps.db ? null : await openConfiguredDatabase(config, app.log);
  // A database handed in (tests) gets the same shipped content as one opened here.
  if (deps.db) await ensureDefaultContent(deps.db.db);
  const handle = deps.db ?? owned!.handle;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;

  app.decorate('config', config);
  app.decorate('dbHandle', handle);
  app.decorate('db', handle.db);
  app.decorate('redis', redis);
  const clock =
    deps.clock ?? (config.DEV_CLOCK && config.NODE_ENV !== 'production' ? new AdjustableClock() : systemClock);
  app.decorate('clock', clock);
  const jobs = deps.jobs ?? new JobQueue({ db: handle.db, clock, log: app.log.child({ module: 'jobs' }) });
  app.decorate('jobs', jobs);
  app.decorate('orderLinks', createOrderLinks(config.JWT_SECRET, clock));
  const mailer = new TrackedMailer(deps.mailer ?? createMailer(config));
  app.decorate('mailer', mailer);
  app.decorate('fileStorage', deps.fileStorage ?? createFileStorage(config));
  app.decorate('payments', deps.payments ?? createPaymentGateway(config, handle.db));
  const geocoders = createGeocoders(config, (error) =>
    app.log.warn({ err: error }, 'place search failed; answered from the bundled Canadian places'),
  );
  app.decorate('geocoder', deps.geocoder !== undefined ? deps.geocoder : geocoders.reverse);
  app.decorate('placeSearch', deps.placeSearch ?? geocoders.forward);
  const counters = redis ? new RedisCounterStore(redis, deps.throttleNamespace) : new MemoryCounterStore();
  app.decorate('throttle', new AccountThrottle(counters, { ...DEFAULT_ACCOUNT_LIMITS, ...deps.accountLimits }));
  app.decorate(
    'chatThrottle',
    new ChatThrottle(counters, {
      ...DEFAULT_CHAT_LIMITS,
      message: { ...DEFAULT_CHAT_LIMITS.message, max: config.CHAT_MESSAGE_RATE_LIMIT_MAX },
    }),
  );
  const opsLog = app.log.child({ module: 'ops-alerts' });
  app.decorate('opsAlerts', new OpsAlerts(deps.opsMessenger ?? createOpsMessenger(config, opsLog), counters, opsLog));
  app.addHook('onClose', async () => {
    // First: a running handler still needs the database, the mailer and the gateway.
    await jobs.stop();
    await mailer.close?.();
    await redis?.quit();
    if (owned) {
      await owned.handle.close();
      owned.release();
    }
  });

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(serverErrorAlertsPlugin);
  await app.register(rejectNulPlugin);
  await app.register(securityPlugin, { config });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.register(docsPlugin, { config });
  await app.register(authPlugin, { config });
  // Before the routes, which publish through it; on the same HTTP server at /chatHub (ADR 024).
  await app.register(chatHubPlugin);
  const vapidKeys = loadVapidKeys(config);
  app.decorate('vapidPublicKey', vapidKeys.publicKey);
  app.decorate(
    'notificationCentre',
    createNotificationCentre({
      db: handle.db,
      mailer,
      emitToUsers: (userIds, event, payload) => app.chatHub.emitToUsers(userIds, event, payload),
      push:
        deps.push !== undefined
          ? deps.push
          : createPushSender({ db: handle.db, keys: vapidKeys, log: app.log, agent: deps.pushAgent }),
      log: app.log.child({ module: 'notifications' }),
      clock,
    }),
  );
  registerNotificationJobs(app);
  // Before the routes: an administrator's edit of the content clears the server-rendered pages (ADR 019).
  app.decorate('pageCache', new PageCache());
  await app.register(apiRoutes);
  // Registered in every mode: the routes themselves answer only this machine, and only while mail goes to the outbox.
  await app.register(devRoutes);
  // Only a server started with DEV_CLOCK (never production) has the route at all.
  if (clock instanceof AdjustableClock) await app.register(devClockRoutes);
  // Demo data (SPEC "Misc" /testdata/getposts): a production server does not have the route.
  if (config.NODE_ENV !== 'production') await app.register(testDataRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devAlertRoutes);
  await app.register(seoRoutes);
  await app.register(spaPlugin, { webDistDir: config.webDistDir, production: config.NODE_ENV === 'production' });
  return app;
}
