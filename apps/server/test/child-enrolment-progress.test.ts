import { describe, expect, it } from 'vitest';
import { createChild, createParent } from '@kinderly/db';
import { readTokenClaims } from '@kinderly/shared';
import { assertChildBookable } from '../src/lib/assert-child-bookable.ts';
import { loginAs } from './account-helpers.ts';
import { enrol, headersFor, saveAllSteps, STEP_CASES, type Headers } from './child-enrolment-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/enrollment/${url}`, headers, ...(payload ? { payload } : {}) });

describe('progress', () => {
  it('counts a step once however often it is saved, and a skip counts', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const school = STEP_CASES[0]!;
    await inject('POST', `saveSchoolArrangement?childId=${id}`, headers, school.body);
    const twice = await inject('POST', `updateSchoolArrangement?childId=${id}`, headers, school.body);
    expect(twice.json()).toMatchObject({ enrollmentStepsCompleted: 2, savedSteps: [1, 2], skippedSteps: [] });

    const skipped = await inject('POST', `skipEnrollmentStep?childId=${id}&stepCompleted=3`, headers);
    expect(skipped.json()).toMatchObject({ enrollmentStepsCompleted: 3, skippedSteps: [3] });
    const skippedAgain = await inject('POST', `skipEnrollmentStep?childId=${id}&stepCompleted=3`, headers);
    expect(skippedAgain.json().enrollmentStepsCompleted).toBe(3);
    // Skipping a saved step changes nothing; saving a skipped one moves it to saved.
    expect((await inject('POST', `skipEnrollmentStep?childId=${id}&stepCompleted=2`, headers)).json()).toMatchObject({
      enrollmentStepsCompleted: 3,
      skippedSteps: [3],
    });
    const custody = STEP_CASES[1]!;
    expect((await inject('POST', `saveCustodyArrangement?childId=${id}`, headers, custody.body)).json()).toMatchObject({
      enrollmentStepsCompleted: 3,
      savedSteps: [1, 2, 3],
      skippedSteps: [],
    });
    const progress = (await inject('GET', `getChildEnrollmentStep?childId=${id}`, headers)).json();
    expect(progress).toMatchObject({ enrollmentStepsCompleted: 3, isEnrolled: false, reviewCompleted: false });
  });

  it('refuses to skip child-info or an unknown step', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    for (const step of ['1', '15', 'x', '']) {
      const res = await inject('POST', `skipEnrollmentStep?childId=${id}&stepCompleted=${step}`, headers);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['StepCompleted']);
    }
  });

  it('reaches 15 only after every step and the final review', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const early = await inject('POST', `completeEnrollment?childId=${id}`, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'STEPS_MISSING',
      missingSteps: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    });

    await saveAllSteps(ctx.app, headers, id);
    expect((await inject('GET', `getChildEnrollmentStep?childId=${id}`, headers)).json()).toMatchObject({
      enrollmentStepsCompleted: 14,
      isEnrolled: false,
    });
    const done = await inject('POST', `completeEnrollment?childId=${id}`, headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ enrollmentStepsCompleted: 15, isEnrolled: true, reviewCompleted: true });
    // Saving again after the review keeps 15.
    expect(
      (await inject('POST', `saveSleepArrangement?childId=${id}`, headers, STEP_CASES[10]!.body)).json()
        .enrollmentStepsCompleted,
    ).toBe(15);
    const record = (await inject('GET', `getChildRecord?childId=${id}`, headers)).json();
    expect(record).toMatchObject({
      child: { isEnrolled: true, additionalEmergencyInfo: 'Call Denise' },
      additionalInfo: 'Loves music',
    });
    expect(record.sleepArrangement).toMatchObject({
      visualChecksPrefferences: 'Every 15 minutes',
      childNapTimes: [{ startTime: '12:30' }],
    });
    expect(record.healthInfo).toMatchObject({ requiresAdditionalSupport: true, diseases: [{ name: 'Asthma' }] });
  });

  /** Saves the steps numbered `save` and skips those numbered `skip` (2..14 each). */
  async function saveAndSkip(headers: Headers, id: string, save: number[], skip: number[]) {
    for (const step of STEP_CASES.filter((item) => save.includes(item.step))) {
      expect((await inject('POST', `save${step.name}?childId=${id}`, headers, step.body)).statusCode).toBe(200);
    }
    if (save.includes(13))
      await inject('POST', `saveAdditionalEmergencyInfo?childId=${id}&additionalEmergencyInfo=x`, headers);
    if (save.includes(14)) await inject('POST', `saveAdditionalInfo?childId=${id}&additionalInfo=x`, headers);
    for (const step of skip) {
      expect((await inject('POST', `skipEnrollmentStep?childId=${id}&stepCompleted=${step}`, headers)).statusCode).toBe(
        200,
      );
    }
  }

  it('refuses the review while a step required before booking is skipped, and names it (ADR 017)', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    // The emergency contacts (4) and the allergies (8) skipped, everything else saved.
    await saveAndSkip(headers, id, [2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 14], [4, 8]);

    const refused = await inject('POST', `completeEnrollment?childId=${id}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STEPS_MISSING', missingSteps: [4, 8] });
    expect((await inject('GET', `getChildEnrollmentStep?childId=${id}`, headers)).json()).toMatchObject({
      enrollmentStepsCompleted: 14,
      reviewCompleted: false,
      isEnrolled: false,
    });
    await expect(assertChildBookable(ctx.db.db, id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await inject('POST', `putIntoQueue?childId=${id}`, headers)).json()).toMatchObject({
      code: 'CHILD_NOT_ENROLLED',
    });

    // Saving the two skipped steps lets the review complete.
    await saveAndSkip(headers, id, [4, 8], []);
    const done = await inject('POST', `completeEnrollment?childId=${id}`, headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ enrollmentStepsCompleted: 15, isEnrolled: true });
  });

  it('makes a child ready for booking with only the optional steps skipped', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    await saveAndSkip(headers, id, [4, 5, 6, 7, 8], [2, 3, 9, 10, 11, 12, 13, 14]);

    const done = await inject('POST', `completeEnrollment?childId=${id}`, headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      enrollmentStepsCompleted: 15,
      isEnrolled: true,
      skippedSteps: [2, 3, 9, 10, 11, 12, 13, 14],
    });
    await expect(assertChildBookable(ctx.db.db, id)).resolves.toBeUndefined();
  });

  it('remembers the current viewed step without counting it', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    const res = await inject('POST', `updateCurrentViewedStep?childId=${id}&step=6`, headers);
    expect(res.json()).toMatchObject({ currentViewedStep: 6, enrollmentStepsCompleted: 1 });
    expect((await inject('GET', `getCurrentViewedStep?childId=${id}`, headers)).json()).toEqual({
      childId: id,
      currentViewedStep: 6,
    });
    expect((await inject('POST', `updateCurrentViewedStep?childId=${id}&step=16`, headers)).statusCode).toBe(400);
  });

  it('hides progress and the text steps from another parent', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const other = await headersFor(ctx.app, await createParent(ctx.db.db));
    const { id } = await enrol(ctx.app, headers);
    for (const [method, url] of [
      ['GET', `getChildInfo?childId=${id}`],
      ['POST', `skipEnrollmentStep?childId=${id}&stepCompleted=2`],
      ['POST', `completeEnrollment?childId=${id}`],
      ['POST', `updateCurrentViewedStep?childId=${id}&step=2`],
      ['GET', `getChildEnrollmentStep?childId=${id}`],
      ['GET', `getCurrentViewedStep?childId=${id}`],
      ['GET', `getChildRecord?childId=${id}`],
      ['GET', `getAdditionalInfo?childId=${id}`],
      ['POST', `saveAdditionalInfo?childId=${id}&additionalInfo=x`],
      ['GET', `getAdditionalEmergencyInfo?childId=${id}`],
      ['POST', `saveAdditionalEmergencyInfo?childId=${id}&additionalEmergencyInfo=x`],
      ['POST', `putIntoQueue?childId=${id}`],
      ['DELETE', `DeleteChild?childId=${id}`],
    ] as const) {
      expect((await inject(method, url, other)).statusCode, url).toBe(404);
    }
    const tooLong = await inject(
      'POST',
      `saveAdditionalInfo?childId=${id}&additionalInfo=${'x'.repeat(2001)}`,
      headers,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('AdditionalInfo');
  });
});

describe('bookable, queue, token claims, delete', () => {
  it('refuses booking-side calls below 15 with a clear message', async () => {
    const parent = await createParent(ctx.db.db);
    const halfway = await createChild(ctx.db.db, { parentId: parent.id, stage: 'halfway' });
    const enrolled = await createChild(ctx.db.db, { parentId: parent.id, stage: 'enrolled' });
    await expect(assertChildBookable(ctx.db.db, halfway.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('7 of 15'),
    });
    await expect(assertChildBookable(ctx.db.db, enrolled.id)).resolves.toBeUndefined();
    const headers = await headersFor(ctx.app, parent);
    const res = await inject('POST', `putIntoQueue?childId=${halfway.id}`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CHILD_NOT_ENROLLED', enrollmentStepsCompleted: 7 });
  });

  it('queues an enrolled child once, answers the number in the error body too, and the token carries it', async () => {
    const first = await createParent(ctx.db.db);
    const parent = await createParent(ctx.db.db);
    const ahead = await createChild(ctx.db.db, { parentId: first.id, stage: 'enrolled' });
    await inject('POST', `putIntoQueue?childId=${ahead.id}`, await headersFor(ctx.app, first));
    const child = await createChild(ctx.db.db, { parentId: parent.id, stage: 'enrolled' });
    await createChild(ctx.db.db, { parentId: parent.id, stage: 'started' });
    const headers = await headersFor(ctx.app, parent);
    const queued = await inject('POST', `putIntoQueue?childId=${child.id}`, headers);
    expect(queued.statusCode).toBe(200);
    const number = queued.json().numberInQueue;
    expect(number).toBeGreaterThanOrEqual(2);
    const again = await inject('POST', `putIntoQueue?childId=${child.id}`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_IN_QUEUE', numberInQueue: number });

    const claims = readTokenClaims((await loginAs(ctx.app, parent)).accessToken);
    expect(claims).toMatchObject({ childrenCount: 2, numberInQueue: number });
    const lonely = readTokenClaims((await loginAs(ctx.app, await createParent(ctx.db.db))).accessToken);
    expect(lonely).toMatchObject({ childrenCount: 0, numberInQueue: 0 });
  });

  it('counts a new child in the token once the client refreshes', async () => {
    const parent = await createParent(ctx.db.db);
    const login = await loginAs(ctx.app, parent);
    await enrol(ctx.app, { authorization: `Bearer ${login.accessToken}` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/refresh',
      payload: { accessToken: login.accessToken, refreshToken: login.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(readTokenClaims(res.json().accessToken)?.childrenCount).toBe(1);
  });

  it('deletes a child for its enrolling parent only', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await headersFor(ctx.app, parent);
    const { id } = await enrol(ctx.app, headers);
    const res = await inject('DELETE', `DeleteChild?childId=${id}`, headers);
    expect(res.statusCode).toBe(204);
    expect((await inject('GET', `getChildInfo?childId=${id}`, headers)).statusCode).toBe(404);
    expect(readTokenClaims((await loginAs(ctx.app, parent)).accessToken)?.childrenCount).toBe(0);
  });
});
