import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createParent, pageViews } from '@kinderly/db';
import { PAGE_VIEW_RATE_LIMIT_PER_MINUTE, PAGE_VIEW_TITLE } from '@kinderly/shared';
import { bearer, freshAddress, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const COLLECT_URL = '/api/users/event-statistics/actions/collect';
const collect = (payload: object, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url: COLLECT_URL, payload, headers, remoteAddress });
const stored = async (id: string) => (await ctx.db.db.select().from(pageViews).where(eq(pageViews.id, id)))[0]!;

describe('POST /api/users/event-statistics/actions/collect', () => {
  it('stores an anonymous page view without its query, fragment or any address', async () => {
    const res = await collect({
      title: PAGE_VIEW_TITLE,
      path: '/resetpassword?userId=abc&token=secret#top',
      referrer: 'https://mail.example/inbox/msg?token=secret#x',
      language: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const row = await stored(id);
    expect(row).toMatchObject({
      title: PAGE_VIEW_TITLE,
      path: '/resetpassword',
      referrer: 'https://mail.example/inbox/msg',
      language: 'fr',
      userId: null,
    });
    // Privacy: the table has no room for an IP address or a user agent.
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'id', 'language', 'path', 'referrer', 'title', 'userId']);
  });

  it('ties the view to the signed-in user when a valid token comes', async () => {
    const parent = await createParent(ctx.db.db);
    const res = await collect({ title: PAGE_VIEW_TITLE, path: '/app/home' }, bearer(await loginAs(ctx.app, parent)));
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json<{ id: string }>().id)).toMatchObject({
      path: '/app/home',
      userId: parent.id,
      referrer: null,
      language: null,
    });
  });

  it('counts a view with a bad token as anonymous', async () => {
    const res = await collect({ title: PAGE_VIEW_TITLE, path: '/blog' }, { authorization: 'Bearer abc.def.ghi' });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json<{ id: string }>().id)).userId).toBeNull();
  });

  it('refuses a path that is not a path of this site, and a missing or overlong title', async () => {
    for (const path of ['blog', '//evil.example/', 'https://evil.example/', '/a b', '']) {
      const res = await collect({ title: PAGE_VIEW_TITLE, path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { Path: [expect.any(String)] } });
    }
    expect((await collect({ path: '/' })).json().errors).toHaveProperty('Title');
    expect((await collect({ title: 'x'.repeat(201), path: '/' })).statusCode).toBe(400);
    expect((await collect({ title: PAGE_VIEW_TITLE, path: '/', referrer: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it(`lets one address send ${PAGE_VIEW_RATE_LIMIT_PER_MINUTE} views a minute, then answers 429`, async () => {
    // A documentation-range address of its own, so that no other test and no earlier run shares its counter.
    const address = `203.0.113.${randomInt(1, 255)}`;
    const view = { title: PAGE_VIEW_TITLE, path: '/' };
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_VIEW_RATE_LIMIT_PER_MINUTE; i++)
      statuses.push((await collect(view, {}, address)).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await collect(view, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses are not affected.
    expect((await collect(view)).statusCode).toBe(201);
  });
});

describe('PAGE_VIEW_RATE_LIMIT_MAX', () => {
  const limited = useTestApp({ env: { PAGE_VIEW_RATE_LIMIT_MAX: '3' } });

  it('sets how many views one address may send a minute', async () => {
    const address = `198.51.100.${randomInt(1, 255)}`;
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: COLLECT_URL,
        payload: { title: PAGE_VIEW_TITLE, path: '/' },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
