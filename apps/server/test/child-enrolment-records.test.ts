import { describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent, createSuperAdmin } from '@kinderly/db';
import { CHILD_FIELD_MESSAGES } from '@kinderly/shared';
import { CHILD_INFO, enrol, headersFor, STEP_CASES, type Headers } from './child-enrolment-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/enrollment/${url}`, headers, ...(payload ? { payload } : {}) });

describe('child info (step 1)', () => {
  it('enrols a child with the spec field names, derived age group and address', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const res = await inject('POST', 'enrollchild', headers, CHILD_INFO);
    expect(res.statusCode).toBe(201);
    const child = res.json();
    expect(child).toMatchObject({
      firstName: 'Léa',
      prefferedName: 'Lili',
      dateOfBirth: '2023-04-12',
      enrollmentStepsCompleted: 1,
      hasLifeThretheningAllergy: false,
      custodyArragementId: null,
      childLanguages: [1, 2],
      sex: 2,
      childAddress: { postalCode: 'J8X 3X7', province: 'QC' },
      relationship: 'Parent',
    });
    expect([15, 16]).toContain(child.ageGroupId);
    expect(child.homeAddressId).toMatch(/^[0-9a-f-]{36}$/);

    const info = await inject('GET', `getChildInfo?childId=${child.id}`, headers);
    expect(info.json()).toMatchObject({ id: child.id, lastName: 'Tremblay' });
    const list = await inject('GET', 'getChildren', headers);
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([child.id]);
  });

  it('answers 400 with a PascalCase field map for a bad child', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const res = await inject('POST', 'enrollchild', headers, {
      ...CHILD_INFO,
      firstName: '',
      dateOfBirth: '2031-01-01',
      childAddress: { ...CHILD_INFO.childAddress, postalCode: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      FirstName: [CHILD_FIELD_MESSAGES.required],
      DateOfBirth: [CHILD_FIELD_MESSAGES.dateInFuture],
      'ChildAddress.PostalCode': [CHILD_FIELD_MESSAGES.postalCodeInvalid],
    });
    const unknownLanguage = await inject('POST', 'enrollchild', headers, { ...CHILD_INFO, childLanguages: [1, 4242] });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json().errors).toEqual({ 'ChildLanguages[1]': [CHILD_FIELD_MESSAGES.languageUnknown] });
  });

  it('refuses "lives at my address" while the parent has no address on file, and says so in the initial data', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    expect((await inject('GET', 'getInitialData', headers)).json().parentHasAddress).toBe(false);
    const sameAddress = { ...CHILD_INFO, homeAddressSameAsParent: true, childAddress: null };
    const refused = await inject('POST', 'enrollchild', headers, sameAddress);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ HomeAddressSameAsParent: [CHILD_FIELD_MESSAGES.parentAddressMissing] });
    const { id } = await enrol(ctx.app, headers);
    expect((await inject('POST', `updateChildInfo?childId=${id}`, headers, sameAddress)).statusCode).toBe(400);
  });

  it('updates the child info and removes the address when it becomes the parent one', async () => {
    const headers = await headersFor(
      ctx.app,
      await createParent(ctx.db.db, { address: '12 Rue Principale, Gatineau, Canada' }),
    );
    expect((await inject('GET', 'getInitialData', headers)).json().parentHasAddress).toBe(true);
    const { id } = await enrol(ctx.app, headers);
    const res = await inject('POST', `updateChildInfo?childId=${id}`, headers, {
      ...CHILD_INFO,
      homeAddressSameAsParent: true,
      childAddress: null,
      firstName: 'Léanne',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enrollmentStepsCompleted: 1, savedSteps: [1] });
    const info = (await inject('GET', `getChildInfo?childId=${id}`, headers)).json();
    expect(info).toMatchObject({ firstName: 'Léanne', childAddress: null, homeAddressId: null });
  });

  it('needs a token on every enrolment call', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const calls = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/enrollment/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const));
    expect(calls.length).toBeGreaterThan(60);
    for (const [method, url] of calls) {
      const res = await ctx.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets a nanny enrol', async () => {
    const headers = await headersFor(ctx.app, await createNanny(ctx.db.db));
    expect((await inject('POST', 'enrollchild', headers, CHILD_INFO)).statusCode).toBe(201);
  });

  it('counts concurrent saves of different steps without losing one', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const results = await Promise.all(
      STEP_CASES.slice(0, 6).map((c) => inject('POST', `save${c.name}?childId=${id}`, headers, c.body)),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await inject('GET', `getChildEnrollmentStep?childId=${id}`, headers)).json().enrollmentStepsCompleted).toBe(
      7,
    );
  });

  it('refuses a home provider (role) with 403', async () => {
    const headers = await headersFor(ctx.app, await createHomeProvider(ctx.db.db));
    expect((await inject('POST', 'enrollchild', headers, CHILD_INFO)).statusCode).toBe(403);
    expect((await inject('GET', 'getChildren', headers)).statusCode).toBe(403);
  });
});

describe.each(STEP_CASES)('step $step: $name', ({ name, body, bad, badKey, step }) => {
  it('saves, reads back, updates, refuses bad input and hides the child from another parent', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const other = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);

    const empty = await inject('GET', `get${name}?childId=${id}`, headers);
    expect(empty.statusCode).toBe(200);

    const saved = await inject('POST', `save${name}?childId=${id}`, headers, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ childId: id, enrollmentStepsCompleted: 2, savedSteps: [1, step] });

    const read = await inject('GET', `get${name}?childId=${id}`, headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toBeNull();
    expect(JSON.stringify(read.json())).toContain(JSON.stringify(Object.values(body)[0]).slice(0, 12));

    const updated = await inject('POST', `update${name}?childId=${id}`, headers, body);
    expect(updated.json().enrollmentStepsCompleted).toBe(2);

    const refused = await inject('POST', `save${name}?childId=${id}`, headers, bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain(badKey);

    for (const res of [
      await inject('GET', `get${name}?childId=${id}`, other),
      await inject('POST', `save${name}?childId=${id}`, other, body),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await inject('GET', `get${name}?childId=not-a-uuid`, headers)).statusCode).toBe(400);
  });
});

describe('records in detail', () => {
  it('keeps the order of emergency contacts as priorities and replaces the list on update', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const contact = (firstName: string) => ({
      firstName,
      lastName: 'Roy',
      relationship: 'Aunt',
      phone: '613-555-0100',
      alternatePhone: '',
      email: '',
      canPickUp: false,
    });
    await inject('POST', `saveEmergencyContacts?childId=${id}`, headers, {
      emergencyContacts: [contact('Ann'), contact('Bea')],
    });
    await inject('POST', `updateEmergencyContacts?childId=${id}`, headers, {
      emergencyContacts: [contact('Cleo'), contact('Ann')],
    });
    const list = (await inject('GET', `getEmergencyContacts?childId=${id}`, headers)).json().emergencyContacts;
    expect(list.map((c: { firstName: string; priority: number }) => [c.firstName, c.priority])).toEqual([
      ['Cleo', 1],
      ['Ann', 2],
    ]);
    const none = await inject('POST', `saveEmergencyContacts?childId=${id}`, headers, { emergencyContacts: [] });
    expect(none.json().errors).toEqual({ EmergencyContacts: [CHILD_FIELD_MESSAGES.emergencyContactRequired] });
  });

  it('stores the allergy flags on the child, named allergens and the chosen allergens call', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const allergy = STEP_CASES.find((c) => c.name === 'AllergyInfo')!;
    await inject('POST', `saveAllergyInfo?childId=${id}`, headers, allergy.body);
    const chosen = (await inject('GET', `getChosenAllergens?childId=${id}`, headers)).json();
    expect(chosen).toMatchObject({
      hasLifeThretheningAllergy: true,
      autoInjectorLocation: 'Fanny pack',
      childAllergyInfo: [{ allergenId: 1, allergen: { name: 'Peanuts' } }],
    });
    expect((await inject('GET', `getChildInfo?childId=${id}`, headers)).json()).toMatchObject({
      hasLifeThretheningAllergy: true,
      allergyDetails: 'Peanuts',
    });
  });

  it('serves the reference lists and the initial data', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const vaccines = (await inject('GET', 'getVaccines', headers)).json();
    expect(vaccines.find((v: { code: string }) => v.code === 'MMR')).toMatchObject({ provinces: ['ON', 'QC'] });
    expect((await inject('GET', 'getLanguages', headers)).json()[1]).toMatchObject({
      code: 'fr',
      nativeName: 'Français',
    });
    expect((await inject('GET', 'getAllergens', headers)).json()[0]).toMatchObject({
      name: 'Peanuts',
      category: 'Food',
    });
    const health = (await inject('GET', 'populateHealthInformation', headers)).json();
    expect(health.diseases[0]).toMatchObject({ name: 'Asthma' });
    const initial = (await inject('GET', 'getInitialData', headers)).json();
    expect(initial.ageGroups.map((g: { id: number }) => g.id)).toEqual([14, 15, 16, 17, 18, 19]);
    expect(initial.children).toEqual([]);
  });

  it('lets the SuperAdmin read any child', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const admin = await headersFor(ctx.app, await createSuperAdmin(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const res = await inject('GET', `getChildRecord?childId=${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ child: { id }, emergencyContacts: [], schoolArrangement: null });
  });
});
