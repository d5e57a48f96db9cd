import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { daycareOrders, openDatabase, providerDaySpaces } from '@kinderly/db';
import { buildApp } from '../src/app.ts';
import { bookableProvider, bookOrders, draftOrder, NOW, parentWithChild } from './booking-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/**
 * A second server on the same database: on PostgreSQL its own connection pool (a second process would be no
 * different to the database), on PGlite the same in-process database.
 */
async function secondServer(): Promise<FastifyInstance> {
  const handle = ctx.db.url ? await openDatabase({ databaseUrl: ctx.db.url, poolSize: 4 }) : ctx.db;
  const app = await buildApp(testConfig(), { db: handle, logger: false, clock });
  if (ctx.db.url) app.addHook('onClose', () => handle.close());
  extraApps.push(app);
  return app;
}

describe('the last space of a day under concurrency', () => {
  it('20 parents booking the last space at once: exactly one wins, the others get 409 naming the full day', async () => {
    const provider = await bookableProvider(ctx.app.db, {
      spaces: [
        { ageGroupId: 16, spaces: 1 },
        { ageGroupId: 15, spaces: 1 },
      ],
    });
    const servers = [ctx.app, await secondServer()];
    const parents = await Promise.all(Array.from({ length: 20 }, () => parentWithChild(ctx.app)));
    const drafts = await Promise.all(
      parents.map((parent) =>
        draftOrder(ctx.app, parent.headers, {
          childcareProviderId: provider.id,
          childId: parent.childId,
          date: '2027-03-04',
        }),
      ),
    );
    const answers = await Promise.all(
      parents.map((parent, i) => bookOrders(servers[i % 2]!, parent.headers, [drafts[i]!.orderId])),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: 'DAY_FULL',
        errors: { 'OrderIds[0]': [expect.stringMatching(/2027-03-04 is full/)] },
      });
    }
    const booked = await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.providerId, provider.id));
    expect(booked.filter((o) => o.status === 'requested')).toHaveLength(1);
    const [spaces] = await ctx.app.db
      .select()
      .from(providerDaySpaces)
      .where(eq(providerDaySpaces.providerId, provider.id));
    expect(spaces!.taken).toBe(1);
  });

  it('one child booked at two providers for the same hours at once: exactly one booking holds', async () => {
    const one = await bookableProvider(ctx.app.db);
    const other = await bookableProvider(ctx.app.db);
    const parent = await parentWithChild(ctx.app);
    const servers = [ctx.app, await secondServer()];
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        draftOrder(ctx.app, parent.headers, {
          childcareProviderId: (i % 2 ? one : other).id,
          childId: parent.childId,
          date: '2027-03-08',
        }),
      ),
    );
    const answers = await Promise.all(
      drafts.map((draft, i) => bookOrders(servers[i % 2]!, parent.headers, [draft.orderId])),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json().code).toBe('CHILD_ALREADY_BOOKED');
  });

  it('a space freed by a refusal can be booked again, and the count never goes below zero', async () => {
    const provider = await bookableProvider(ctx.app.db, {
      spaces: [
        { ageGroupId: 16, spaces: 1 },
        { ageGroupId: 15, spaces: 1 },
      ],
    });
    const first = await parentWithChild(ctx.app);
    const draft = await draftOrder(ctx.app, first.headers, {
      childcareProviderId: provider.id,
      childId: first.childId,
      date: '2027-03-09',
    });
    expect((await bookOrders(ctx.app, first.headers, [draft.orderId])).statusCode).toBe(200);
    const { providerHeaders, providerCall } = await import('./booking-helpers.ts');
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    expect((await providerCall(ctx.app, providerAuth, 'refuseOrder', draft.orderId)).statusCode).toBe(200);
    expect((await providerCall(ctx.app, providerAuth, 'refuseOrder', draft.orderId)).statusCode).toBe(409);
    const [spaces] = await ctx.app.db
      .select()
      .from(providerDaySpaces)
      .where(eq(providerDaySpaces.providerId, provider.id));
    expect(spaces!.taken).toBe(0);
    const second = await parentWithChild(ctx.app);
    const again = await draftOrder(ctx.app, second.headers, {
      childcareProviderId: provider.id,
      childId: second.childId,
      date: '2027-03-09',
    });
    expect((await bookOrders(ctx.app, second.headers, [again.orderId])).statusCode).toBe(200);
  });
});
