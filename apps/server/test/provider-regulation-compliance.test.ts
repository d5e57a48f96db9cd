import { describe, expect, it } from 'vitest';
import { createNanny, createProvider } from '@kinderly/db';
import type { ComplianceCheck, RegulationCompliance } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { JPEG, multipart, PDF, providerIdOf, signIn, type Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
const URL = '/api/childcareProvider/getRegulationCompliance';
const read = (headers: Headers, query = '') => ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
const byId = (body: RegulationCompliance) =>
  Object.fromEntries(body.checks.map((check) => [check.id, check])) as Record<ComplianceCheck['id'], ComplianceCheck>;

describe('GET getRegulationCompliance', () => {
  it('tells a provider who has saved nothing what is missing, with the step that records each', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const res = await read(who.provider);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RegulationCompliance>();
    expect(body).toMatchObject({ province: null, providerType: null, totalSpaces: 0 });
    expect(body.rules.isFallback).toBe(true);
    const checks = byId(body);
    expect(checks.province).toEqual({
      id: 'province',
      status: 'missing',
      required: true,
      fixStep: '/app/enroll-childcare/location',
    });
    expect(checks.providerType.fixStep).toBe('/app/enroll-childcare/program-statement');
    expect(checks.capacity).toMatchObject({
      status: 'missing',
      fixStep: '/app/enroll-childcare/availability-settings',
    });
    expect(checks.firstAid).toMatchObject({
      status: 'missing',
      required: false,
      fixStep: '/app/enroll-childcare/badges',
    });
    expect(checks.insurance.status).toBe('missing');
  });

  it('applies Ontario: over 5 children needs a licence (agency), and then first aid, a police check and insurance', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await createProvider(ctx.db.db, {
      userId: who.providerUser.id,
      province: 'ON',
      providerType: 12,
      spaces: [
        { ageGroupId: 15, spaces: 3 },
        { ageGroupId: 16, spaces: 3 },
      ],
      badges: [{ name: 'firstAid', activate: true }, { name: 'cprInfant' }],
    });
    const body = (await read(who.provider)).json<RegulationCompliance>();
    expect(body).toMatchObject({ province: 'ON', providerType: 12, totalSpaces: 6 });
    expect(body.rules).toMatchObject({ province: 'ON', unlicensedMaxChildren: 5, licensedMaxChildren: 6 });
    const checks = byId(body);
    expect(checks.province.status).toBe('met');
    expect(checks.capacity.status).toBe('met');
    expect(checks.licence).toMatchObject({ status: 'missing', required: true });
    expect(checks.firstAid).toMatchObject({ status: 'met', required: true });
    // Claimed, not yet checked by the administrator.
    expect(checks.cpr).toMatchObject({ status: 'pending_verification', required: true });
    expect(checks.vulnerableSectorCheck).toMatchObject({ status: 'missing', required: true });
    expect(checks.insurance).toMatchObject({ status: 'missing', required: true });
  });

  it('counts the documents once they are on file', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await createProvider(ctx.db.db, {
      userId: who.providerUser.id,
      province: 'ON',
      providerType: 12,
      spaces: [{ ageGroupId: 15, spaces: 4 }],
    });
    const form = multipart(
      { cpr: 'true', vulnerableSector: 'true', insuranceCompanyName: 'Co-op', insurancePolicyNumber: 'P-77' },
      [
        { name: 'cpr.pdf', data: PDF },
        { name: 'vulnerableSector.jpg', data: JPEG },
      ],
    );
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/childcareProvider/saveBadges',
      headers: { ...who.provider, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = byId((await read(who.provider)).json<RegulationCompliance>());
    // Four children in Ontario: no licence needed, so the agency's requirements are recommendations.
    expect(before.licence).toMatchObject({ status: 'missing', required: false });
    expect(before.vulnerableSectorCheck).toMatchObject({ status: 'met', required: false });
    expect(before.cpr.status).toBe('pending_verification');
    expect(before.insurance.status).toBe('pending_verification');

    const providerId = await providerIdOf(ctx.app, who.provider);
    for (const name of ['cpr', 'insurance'])
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/childcareProvider/activateQualification',
            headers: who.admin,
            payload: { providerId, name, activate: true },
          })
        ).statusCode,
      ).toBe(200);
    const after = byId((await read(who.provider)).json<RegulationCompliance>());
    expect(after.cpr.status).toBe('met');
    expect(after.insurance.status).toBe('met');
    // The administrator reads the same answer by naming the provider.
    const asAdmin = await read(who.admin, `?providerId=${providerId}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(byId(asAdmin.json<RegulationCompliance>()).cpr.status).toBe('met');
  });

  it('answers 401 without a session, 403 to parents and nannies, 404 for another provider', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await read(who.parent)).statusCode).toBe(403);
    const nanny = bearer(await loginAs(ctx.app, await createNanny(ctx.db.db)));
    expect((await read(nanny)).statusCode).toBe(403);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    expect((await read(who.other, `?providerId=${ownerId}`)).statusCode).toBe(404);
    const bad = await read(who.admin, '?providerId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['ProviderId']);
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.paths[URL].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
