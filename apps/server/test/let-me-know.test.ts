import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createParent,
  createProvider,
  notifications,
  searchAlertMatches,
  searchAlerts,
  type UserRow,
} from '@kinderly/db';
import { API_PATHS, type CreatedSearchAlert, type SearchAlertList } from '@kinderly/shared';
import {
  nextCheckAt,
  scheduleSearchAlertsCheck,
  SEARCH_ALERTS_CHECK_JOB,
} from '../src/routes/notifications/search-alerts.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { providerHeaders } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock('2027-03-01T09:00:00Z');
const ctx = useTestApp({ deps: { clock } });

// Toronto city hall; the factory's complete provider is 2 km away (120 Harbord Street).
const TORONTO = { place: 'Toronto', latitude: 43.6532, longitude: -79.3832 };
const alertPath = (id: string) => API_PATHS.notifications.alert.replace('{id}', id);

async function signedInParent() {
  const parent = await createParent(ctx.app.db);
  return { parent, headers: bearer(await loginAs(ctx.app, parent)) };
}

const createAlert = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.notifications.alerts, headers, payload });

const alertNotices = (parent: Pick<UserRow, 'id'>) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, parent.id), eq(notifications.kind, 'alert.match')));

/** The daily job at 13:00 UTC, then the notifications it queued. */
async function runDailyCheck() {
  await scheduleSearchAlertsCheck(ctx.app);
  clock.set(new Date(nextCheckAt(clock.now()).getTime() + 1000));
  await ctx.app.jobs.runDue();
  clock.advance({ hours: 1 });
}

describe('Let me know: alerts for new providers', () => {
  it('announces only providers listed after the alert, once, in both languages, even when two checks race', async () => {
    const before = await createProvider(ctx.app.db, { complete: true, businessName: 'Already Here Daycare' });
    const { parent, headers } = await signedInParent();

    const res = await createAlert(headers, { ...TORONTO, ageGroups: [15], careTypes: [21] });
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedSearchAlert>();
    expect(created.matchingNow).toBeGreaterThanOrEqual(1);
    expect(created.alert).toMatchObject({ place: 'Toronto', distanceKm: 10, providerTypes: [11, 12], announced: 0 });
    const recorded = await ctx.app.db
      .select()
      .from(searchAlertMatches)
      .where(eq(searchAlertMatches.alertId, created.alert.id));
    expect(recorded.map((row) => row.providerId)).toContain(before.id);

    await runDailyCheck();
    expect(await alertNotices(parent)).toHaveLength(0);

    // Listed later: one near, one far (Ottawa), one near but for infants only.
    const later = await createProvider(ctx.app.db, {
      complete: true,
      businessName: 'Sunny Maple Daycare',
      latitude: 43.66,
      longitude: -79.39,
    });
    await createProvider(ctx.app.db, {
      complete: true,
      businessName: 'Far Away',
      latitude: 45.4215,
      longitude: -75.6972,
    });
    await createProvider(ctx.app.db, {
      complete: true,
      businessName: 'Infants Only',
      ageGroupIds: [14],
      spaces: [{ ageGroupId: 14, spaces: 2 }],
    });

    // Two processes at once: the pairs are inserted once, so one notification.
    const [first, second] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: API_PATHS.dev.alertsCheck, remoteAddress: '127.0.0.1' }),
      ctx.app.inject({ method: 'POST', url: API_PATHS.dev.alertsCheck, remoteAddress: '127.0.0.1' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<{ announced: number }>().announced + second.json<{ announced: number }>().announced).toBe(1);
    await ctx.app.jobs.runDue();

    const notices = await alertNotices(parent);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.title).toEqual({ en: 'New childcare near Toronto', fr: 'Nouveau service de garde près de Toronto' });
    expect(notice!.body.en).toMatch(
      /^Sunny Maple Daycare \(\d+(\.\d)? km\) now takes bookings within 10 km of Toronto\./,
    );
    expect(notice!.body.fr).toMatch(/^Sunny Maple Daycare \(\d+(,\d)? km\) accepte maintenant des réservations/);
    expect(notice!.body.en).not.toMatch(/Far Away|Infants Only|Already Here/);
    expect(notice!.link).toBe(`/app/providers/${later.id}`);

    // The next day's run announces nothing again; the list counts the one announced.
    clock.advance({ days: 1 });
    await runDailyCheck();
    expect(await alertNotices(parent)).toHaveLength(1);
    const list = await ctx.app.inject({ method: 'GET', url: API_PATHS.notifications.alerts, headers });
    expect(list.json<SearchAlertList>().items).toEqual([
      expect.objectContaining({ id: created.alert.id, announced: 1, lastCheckedAt: expect.any(String) }),
    ]);
  });

  it('names three providers and "N more" and links to the search when several are new', async () => {
    const { parent, headers } = await signedInParent();
    const point = { place: 'Sudbury', latitude: 46.49, longitude: -80.99 };
    const res = await createAlert(headers, { ...point, distanceKm: 5 });
    expect(res.json<CreatedSearchAlert>().matchingNow).toBe(0);
    for (const name of ['Nord A', 'Nord B', 'Nord C', 'Nord D', 'Nord E']) {
      await createProvider(ctx.app.db, { complete: true, businessName: name, latitude: 46.5, longitude: -80.98 });
    }
    await runDailyCheck();
    const [notice] = await alertNotices(parent);
    expect(notice!.body.en).toMatch(/ and 2 more now take bookings within 5 km of Sudbury\./);
    expect(notice!.body.fr).toMatch(/ et 2 autres acceptent maintenant/);
    expect(notice!.link).toMatch(/^\/app\/booking\?lat=46\.49&lng=-80\.99&distanceKm=5&place=Sudbury/);
  });

  it('a stopped alert announces nothing; another person cannot see or stop it', async () => {
    const { parent, headers } = await signedInParent();
    const other = await signedInParent();
    const { alert } = (
      await createAlert(headers, { place: 'Halifax', latitude: 44.65, longitude: -63.57 })
    ).json<CreatedSearchAlert>();

    const otherList = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.notifications.alerts,
      headers: other.headers,
    });
    expect(otherList.json<SearchAlertList>().items).toEqual([]);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: alertPath(alert.id), headers: other.headers });
    expect(foreign.statusCode).toBe(404);

    const stop = await ctx.app.inject({ method: 'DELETE', url: alertPath(alert.id), headers });
    expect(stop.statusCode).toBe(204);
    const [row] = await ctx.app.db.select().from(searchAlerts).where(eq(searchAlerts.id, alert.id));
    expect(row!.active).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: alertPath(alert.id), headers })).statusCode).toBe(404);

    await createProvider(ctx.app.db, {
      complete: true,
      businessName: 'Harbour Kids',
      latitude: 44.651,
      longitude: -63.571,
    });
    await runDailyCheck();
    expect(await alertNotices(parent)).toHaveLength(0);
  });

  it('answers 400 with a field map, 401 without a token, 403 to a provider, and 409 past 10 active alerts', async () => {
    const { headers } = await signedInParent();
    const bad = await createAlert(headers, {
      place: '',
      latitude: 91,
      longitude: 0,
      distanceKm: 500,
      providerTypes: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'DistanceKm',
      'Latitude',
      'Place',
      'ProviderTypes',
    ]);

    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.notifications.alerts })).statusCode).toBe(401);
    const provider = await createProvider(ctx.app.db, { complete: true });
    const asProvider = await providerHeaders(ctx.app, provider.userId);
    expect((await createAlert(asProvider, TORONTO)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API_PATHS.notifications.alerts, headers: asProvider })).statusCode,
    ).toBe(403);

    for (let index = 0; index < 10; index += 1) {
      expect((await createAlert(headers, { ...TORONTO, place: `Toronto ${index}` })).statusCode).toBe(201);
    }
    const eleventh = await createAlert(headers, TORONTO);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('Alerts');
  });

  it('keeps one check pending per day and schedules the next one after it runs', async () => {
    await scheduleSearchAlertsCheck(ctx.app);
    await scheduleSearchAlertsCheck(ctx.app);
    const { jobs } = await import('@kinderly/db');
    const pending = await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SEARCH_ALERTS_CHECK_JOB), eq(jobs.state, 'pending')));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.toISOString()).toMatch(/T13:00:00\.000Z$/);
  });
});
