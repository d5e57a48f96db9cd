import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { JSON_STEPS, providerIdOf, signIn, type Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
const url = (path: string) => `/api/childcareProvider/${path}`;

describe.each(JSON_STEPS)('$name', (step) => {
  const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url: url(path), headers, ...(payload ? { payload } : {}) });

  it('saves, reads back, updates; every save answers the completed steps', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const before = await call('GET', `get${step.name}`, who.provider);
    expect(before.statusCode).toBe(200);
    if (step.slug) expect(before.json().data).toBeNull();

    const saved = await call('POST', `save${step.name}`, who.provider, step.good);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    if (step.slug) expect(body.enrollmentSteps.completedSteps).toEqual([step.slug]);
    else expect(body.enrollmentSteps.completedSteps).toEqual([]);
    expect(body.enrollmentSteps.enrollmentStep).toBe(step.slug ? 1 : 0);

    const read = await call('GET', `get${step.name}`, who.provider);
    expect(read.json().data).toEqual(body.data);

    const updated = await call('POST', `update${step.name}`, who.provider, step.good);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toEqual(body.data);
  });

  it('refuses bad input with a field map', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    for (const verb of ['save', 'update']) {
      const res = await call('POST', `${verb}${step.name}`, who.provider, step.bad);
      expect(res.statusCode).toBe(400);
      for (const key of step.badKeys) expect(res.json().errors, res.body).toHaveProperty([key]);
    }
    const steps = await call('GET', 'getEnrollmentSteps', who.provider);
    expect(steps.json().data.completedSteps).toEqual([]);
  });

  it("hides another provider's record (404), refuses parents (403) and anonymous callers (401)", async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await call('POST', `save${step.name}`, who.provider, step.good);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    const foreign = `get${step.name}?providerId=${ownerId}`;
    expect((await call('GET', foreign, who.other)).statusCode).toBe(404);
    expect((await call('POST', `save${step.name}?providerId=${ownerId}`, who.other, step.good)).statusCode).toBe(404);
    expect((await call('POST', `update${step.name}`, who.parent, step.good)).statusCode).toBe(403);
    expect((await call('GET', `get${step.name}`, who.parent)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: url(`save${step.name}`), payload: step.good })).statusCode,
    ).toBe(401);
  });

  it('lets the SuperAdmin write for a named provider, and asks for the id otherwise', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const providerId = await providerIdOf(ctx.app, who.provider);
    const missing = await call('POST', `save${step.name}`, who.admin, step.good);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['ProviderId']);
    const saved = await call('POST', `save${step.name}?providerId=${providerId}`, who.admin, step.good);
    expect(saved.statusCode).toBe(200);
    const own = await call('GET', `get${step.name}`, who.provider);
    expect(own.json().data).toEqual(saved.json().data);
  });
});
