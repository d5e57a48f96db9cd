import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, createHomeProvider, createParent, createSuperAdmin, DEFAULT_POLICIES, policies } from '@kinderly/db';
import { POLICY_IDS, type Policy } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const getPolicy = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/policies/getPolicy?${query}` });
const updatePolicy = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/policies/updatePolicy', payload, headers });
const asAdmin = async () => bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
const policyCount = async () => (await ctx.db.db.select({ n: count() }).from(policies))[0]!.n;

describe('GET /api/policies/getPolicy (public)', () => {
  it('answers the shipped privacy policy in English by default, without a token', async () => {
    const res = await getPolicy(`id=${POLICY_IDS.privacyPolicy}`);
    expect(res.statusCode).toBe(200);
    const policy = res.json<Policy>();
    expect(policy).toMatchObject({ id: 1, slug: 'privacy-policy', language: 'en', title: 'Privacy policy' });
    expect(policy.html).toBe(DEFAULT_POLICIES[0]!.html.en);
    expect(policy.html).toMatch(/health records/);
    expect(new Date(policy.updatedAt).getTime()).not.toBeNaN();
  });

  it('answers each policy in French', async () => {
    const expected = {
      [POLICY_IDS.privacyPolicy]: ['privacy-policy', 'Politique de confidentialité'],
      [POLICY_IDS.termsOfUse]: ['terms-of-use', "Conditions d'utilisation"],
      [POLICY_IDS.cookiePolicy]: ['cookie-policy', 'Politique relative aux témoins'],
    };
    for (const [id, [slug, title]] of Object.entries(expected)) {
      const res = await getPolicy(`id=${id}&language=fr`);
      expect(res.statusCode).toBe(200);
      const policy = res.json<Policy>();
      expect(policy).toMatchObject({ id: Number(id), slug, language: 'fr', title });
      expect(policy.html).toBe(DEFAULT_POLICIES[Number(id) - 1]!.html.fr);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getPolicy('id=4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await getPolicy('id=2147483647')).statusCode).toBe(404);
    const malformed = await getPolicy('id=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('Id');
    expect((await getPolicy('language=fr')).statusCode).toBe(400);
    expect((await getPolicy('id=1&language=de')).json().errors).toHaveProperty('Language');
  });
});

describe('PUT /api/policies/updatePolicy (SuperAdmin)', () => {
  const edit = { id: POLICY_IDS.termsOfUse, html: '<h2>Terms</h2><p>New terms.</p>' };

  it('answers 401 without a token or with a bad one', async () => {
    const none = await updatePolicy(edit);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await updatePolicy(edit, { authorization: 'Bearer abc.def.ghi' })).statusCode).toBe(401);
  });

  it('answers 403 to a parent and to a provider, and changes nothing', async () => {
    for (const user of [await createParent(ctx.db.db), await createHomeProvider(ctx.db.db)]) {
      const res = await updatePolicy(edit, bearer(await loginAs(ctx.app, user)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await getPolicy('id=2')).json<Policy>().html).toBe(DEFAULT_POLICIES[1]!.html.en);
  });

  it('lets the administrator replace one translation and its title', async () => {
    const admin = await createSuperAdmin(ctx.db.db);
    const before = (await getPolicy('id=2')).json<Policy>();
    const res = await updatePolicy(
      {
        id: 2,
        language: 'fr',
        title: "Conditions d'utilisation (2027)",
        html: '<h2>Conditions</h2><p>Nouvelles conditions.</p>',
      },
      bearer(await loginAs(ctx.app, admin)),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 2,
      slug: 'terms-of-use',
      language: 'fr',
      title: "Conditions d'utilisation (2027)",
      html: '<h2>Conditions</h2><p>Nouvelles conditions.</p>',
    });
    const fr = (await getPolicy('id=2&language=fr')).json<Policy>();
    expect(fr.html).toBe('<h2>Conditions</h2><p>Nouvelles conditions.</p>');
    expect(new Date(fr.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    // The other language keeps its text and title.
    const en = (await getPolicy('id=2&language=en')).json<Policy>();
    expect(en).toMatchObject({ title: 'Terms of use', html: DEFAULT_POLICIES[1]!.html.en });
    const [row] = await ctx.db.db.select().from(policies).where(eq(policies.id, 2));
    expect(row!.updatedBy).toBe(admin.id);
    // Issue 18: the edit is in the audit log, with who, on what and in which language.
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(audit).toMatchObject([
      { action: 'policy.edit', targetType: 'policy', targetId: '2', details: { language: 'fr' }, ip: '127.0.0.1' },
    ]);
  });

  it('updates English when no language is given and keeps the title when none is given', async () => {
    const res = await updatePolicy({ id: 3, html: '<p>Only necessary storage.</p>' }, await asAdmin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 3,
      language: 'en',
      title: 'Cookie policy',
      html: '<p>Only necessary storage.</p>',
    });
  });

  it('answers 404 for an unknown id and inserts nothing', async () => {
    const headers = await asAdmin();
    const before = await policyCount();
    const res = await updatePolicy({ id: 99, html: '<p>A fourth policy?</p>', title: 'Fourth' }, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await policyCount()).toBe(before);
    expect((await getPolicy('id=99')).statusCode).toBe(404);
    // Nothing was edited, so nothing is in the audit log.
    expect(await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, '99'))).toEqual([]);
  });

  it('stores and answers sanitised HTML: no script, style, event handler or javascript: link', async () => {
    const headers = await asAdmin();
    const dirty = [
      '<h1>Privacy</h1>',
      '<p onclick="steal()">Read <strong>this</strong> <em>carefully</em>.<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li><a href="javascript:alert(1)">bad</a></li><li><a href="JaVaScRiPt&colon;alert(1)">bad too</a></li>',
      '<li><a href="//evil.example/x">other host</a></li><li><a href="data:text/html,hi">data</a></li>',
      '<li><a href="https://www.priv.gc.ca/" target="_blank" style="color:red">Commissioner</a></li>',
      '<li><a href="mailto:privacy@kinderly.example">Write to us</a></li><li><a href="/cookie-policy">Cookies</a></li></ul>',
      '<table><tr><th scope="col" class="x">Item</th></tr><tr><td colspan="2" onmouseover="x()">Token</td></tr></table>',
    ].join('');
    const res = await updatePolicy({ id: 1, html: dirty }, headers);
    expect(res.statusCode).toBe(200);
    const { html } = res.json<Policy>();
    expect(html).not.toMatch(
      /script|alert|onerror|onclick|onmouseover|<style|<img|<iframe|javascript|evil|data:|target=|class=|style=/i,
    );
    expect(html).toContain('<h2>Privacy</h2>');
    expect(html).toContain('<p>Read <strong>this</strong> <em>carefully</em>.</p>');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a href="https://www.priv.gc.ca/">Commissioner</a>');
    expect(html).toContain('<a href="mailto:privacy@kinderly.example">Write to us</a>');
    expect(html).toContain('<a href="/cookie-policy">Cookies</a>');
    expect(html).toContain('<th scope="col">Item</th>');
    expect(html).toContain('<td colspan="2">Token</td>');
    // What is stored is the clean version, not the input.
    const [row] = await ctx.db.db.select().from(policies).where(eq(policies.id, 1));
    expect(row!.htmlEn).toBe(html);
    expect((await getPolicy('id=1')).json<Policy>().html).toBe(html);
  });

  it('refuses HTML that is empty once sanitised, and a malformed body', async () => {
    const headers = await asAdmin();
    const empty = await updatePolicy({ id: 1, html: '<script>alert(1)</script><p> </p>' }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', errors: { Html: [expect.any(String)] } });
    const missing = await updatePolicy({ html: '<p>x</p>' }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('Id');
    expect((await updatePolicy({ id: 1, html: '<p>x</p>', language: 'es' }, headers)).statusCode).toBe(400);
  });

  it('documents both calls, with the bearer requirement on the update only', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths['/api/policies/getPolicy'].get.security).toBeUndefined();
    expect(doc.paths['/api/policies/updatePolicy'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(
      doc.paths['/api/policies/updatePolicy'].put.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('html');
  });
});
