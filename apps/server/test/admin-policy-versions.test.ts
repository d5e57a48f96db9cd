import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  createHomeProvider,
  createNanny,
  createParent,
  createSuperAdmin,
  policyVersions,
  users,
} from '@kinderly/db';
import {
  API_PATHS,
  POLICY_IDS,
  type AdminPolicyVersionResponse,
  type AdminPolicyVersionsResponse,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

// A built web app whose server renderer shows the privacy policy as the real one does: title, date, text.
function webBuild(): string {
  const base = mkdtempSync(join(tmpdir(), 'kinderly-policy-'));
  mkdirSync(join(base, 'dist'));
  writeFileSync(
    join(base, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  mkdirSync(join(base, 'dist-ssr'));
  writeFileSync(
    join(base, 'dist-ssr', 'entry-server.js'),
    `export const isServerRendered = (path) => path === '/privacy-policy';
export async function renderPage({ language, get }) {
  const policy = await get('/api/policies/getPolicy?id=1&language=' + language);
  return { language, head: '', html: '<main><h1>' + policy.title + '</h1><p>Last updated <time>' + policy.updatedAt + '</time></p>' + policy.html + '</main>' };
}`,
  );
  return join(base, 'dist');
}

// Issue 18: every save of a policy text is kept, and the administrator can read, preview and restore them.
const ctx = useTestApp({ webDistDir: webBuild() });
let admin: Headers;
let adminId: string;

const versionsUrl = (id: number | string, query = '') =>
  `${API_PATHS.admin.policyVersions.replace('{id}', String(id))}${query}`;
const versionUrl = (id: number | string, versionId: string) =>
  API_PATHS.admin.policyVersion.replace('{id}', String(id)).replace('{versionId}', versionId);
const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url, headers });
const save = (payload: object, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'PUT', url: API_PATHS.policies.updatePolicy, payload, headers });
const list = async (id: number, query = '') => {
  const response = await get(versionsUrl(id, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminPolicyVersionsResponse>();
};

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db, { firstName: 'Morgan', lastName: 'Gagnon' });
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});

describe('policy versions (SuperAdmin)', () => {
  it('shows the shipped text as no version, with nobody as its author', async () => {
    const shipped = await list(POLICY_IDS.cookiePolicy);
    expect(shipped).toMatchObject({
      policy: { id: 3, slug: 'cookie-policy', updatedBy: null },
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('keeps one version per save, in the language saved, in the same transaction as the edit', async () => {
    const en = await save({ id: 2, language: 'en', html: '<p>Terms, first draft.</p><script>x()</script>' });
    expect(en.statusCode, en.body).toBe(200);
    const fr = await save({ id: 2, language: 'fr', title: 'Conditions (2027)', html: '<p>Conditions.</p>' });
    expect(fr.statusCode, fr.body).toBe(200);

    const rows = await ctx.db.db.select().from(policyVersions).where(eq(policyVersions.policyId, 2));
    expect(rows).toHaveLength(2);
    const enRow = rows.find((row) => row.language === 'en')!;
    const frRow = rows.find((row) => row.language === 'fr')!;
    // What is kept is the sanitised text, with the title that went with it.
    expect(enRow).toMatchObject({ title: 'Terms of use', html: '<p>Terms, first draft.</p>', savedBy: adminId });
    expect(frRow).toMatchObject({ title: 'Conditions (2027)', html: '<p>Conditions.</p>', savedBy: adminId });
    // The audit line names the version it made.
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, '2'));
    expect(audit.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { language: 'en', versionId: enRow.id },
        { language: 'fr', versionId: frRow.id },
      ]),
    );

    const both = await list(2);
    expect(both.total).toBe(2);
    expect(both.items.map((item) => item.language)).toEqual(['fr', 'en']);
    expect(both.policy.updatedBy).toEqual({ userId: adminId, name: 'Morgan Gagnon' });
    expect((await list(2, '?language=fr')).items).toEqual([
      {
        id: frRow.id,
        language: 'fr',
        title: 'Conditions (2027)',
        savedAt: frRow.savedAt.toISOString(),
        savedBy: { userId: adminId, name: 'Morgan Gagnon' },
      },
    ]);
  });

  it('writes no version when the save fails', async () => {
    const before = (await list(1)).total;
    expect((await save({ id: 1, html: '<script>only()</script>' })).statusCode).toBe(400);
    expect((await save({ id: 99, html: '<p>A fourth policy?</p>' })).statusCode).toBe(404);
    expect((await list(1)).total).toBe(before);
    expect(await ctx.db.db.select().from(policyVersions).where(eq(policyVersions.policyId, 99))).toEqual([]);
  });

  it('lists newest first, paged with the total, and gives one version with its text', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await save({ id: 1, language: 'en', html: `<p>Privacy, version ${n}.</p>` })).statusCode).toBe(200);
    }
    const first = await list(1, '?language=en&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const second = await list(1, '?language=en&pageSize=2&page=2');
    const third = await list(1, '?language=en&pageSize=2&page=3');
    expect(third.items).toHaveLength(1);
    const pages = [...first.items, ...second.items, ...third.items];
    const texts = await Promise.all(
      pages.map(async (item) => (await get(versionUrl(1, item.id))).json<AdminPolicyVersionResponse>().data.html),
    );
    expect(texts).toEqual([5, 4, 3, 2, 1].map((n) => `<p>Privacy, version ${n}.</p>`));
    const times = pages.map((item) => Date.parse(item.savedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = (await get(versionUrl(1, pages[4]!.id))).json<AdminPolicyVersionResponse>().data;
    expect(one).toEqual({ ...pages[4], html: '<p>Privacy, version 1.</p>' });
  });

  it('answers 404 for an unknown policy, or a version of another policy, and 400 for a malformed id', async () => {
    expect((await get(versionsUrl(99))).statusCode).toBe(404);
    expect((await get(versionsUrl(2147483647))).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(versionsUrl('abc'))).statusCode).toBe(400);
    expect((await get(versionsUrl(1, '?language=de'))).statusCode).toBe(400);
    const [terms] = (await list(2)).items;
    expect((await get(versionUrl(1, terms!.id))).statusCode).toBe(404);
    expect((await get(versionUrl(2, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await get(versionUrl(2, 'not-a-uuid'))).statusCode).toBe(400);
  });

  it('keeps the versions of an administrator whose account is gone, signed by nobody', async () => {
    const former = await createSuperAdmin(ctx.db.db, { firstName: 'Sam', lastName: 'Leclerc' });
    const saved = await save(
      { id: 3, language: 'fr', html: '<p>Témoins nécessaires.</p>' },
      bearer(await loginAs(ctx.app, former)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(3)).items[0]!.savedBy).toEqual({ userId: former.id, name: 'Sam Leclerc' });
    await ctx.db.db.delete(users).where(eq(users.id, former.id));

    const after = await list(3);
    expect(after.total).toBe(1);
    expect(after.items[0]).toMatchObject({ language: 'fr', savedBy: null });
    expect(after.policy.updatedBy).toBeNull();
    expect((await get(versionUrl(3, after.items[0]!.id))).json<AdminPolicyVersionResponse>().data).toMatchObject({
      html: '<p>Témoins nécessaires.</p>',
      savedBy: null,
    });
  });

  it('answers 401 signed out and 403 to a parent, a provider and a nanny', async () => {
    const [version] = (await list(2)).items;
    for (const url of [versionsUrl(2), versionUrl(2, version!.id)]) {
      const none = await get(url, {});
      expect(none.statusCode).toBe(401);
      for (const user of [
        await createParent(ctx.db.db),
        await createHomeProvider(ctx.db.db),
        await createNanny(ctx.db.db),
      ]) {
        const res = await get(url, bearer(await loginAs(ctx.app, user)));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it('documents both calls with the bearer requirement', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const listDoc = doc.paths['/api/admin/policies/{id}/versions'].get;
    expect(listDoc.security).toEqual([{ bearerAuth: [] }]);
    expect(listDoc.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'language', 'page', 'pageSize']),
    );
    expect(doc.paths['/api/admin/policies/{id}/versions/{versionId}'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('the public policy page after an edit', () => {
  it('shows the new text and date at once, though the page was kept in the cache', async () => {
    const page = () => ctx.app.inject({ method: 'GET', url: '/privacy-policy' });
    const before = await page();
    expect(before.body).toContain('<h1>Privacy policy</h1>');
    expect(before.body).not.toContain('A new paragraph for 2027.');
    const saved = await save({ id: 1, language: 'en', html: '<p>A new paragraph for 2027.</p>' });
    expect(saved.statusCode).toBe(200);
    const after = (await page()).body;
    expect(after).toContain('<p>A new paragraph for 2027.</p>');
    expect(after).toContain(`<time>${saved.json<{ updatedAt: string }>().updatedAt}</time>`);
  });
});
