import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, createProvider, files, files as fileRows, providerFiles, providers } from '@kinderly/db';
import { UPLOAD_MESSAGES } from '@kinderly/shared';
import { providerFileReadRule } from '../src/services/provider-enrolment/provider-files.ts';
import { useTestApp } from './helpers.ts';
import {
  FAKE_PDF,
  JPEG,
  multipart,
  PDF,
  PNG,
  providerIdOf,
  signIn,
  type Headers,
} from './provider-enrolment-helpers.ts';

const ctx = useTestApp();

function send(path: string, headers: Headers, form: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const get = (path: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/${path}`, headers });

describe('badges', () => {
  it('saves flags, profile fields and a file per badge; reads them back by name', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const res = await send(
      'childcareProvider/saveBadges',
      who.provider,
      multipart(
        {
          firstAid: 'true',
          ece: 'false',
          facebook: 'https://facebook.com/sunnydays',
          insurancePolicyNumber: 'INS-42',
          cece: 'CECE-9',
        },
        [
          { name: 'firstAid.pdf', data: PDF },
          { name: 'vulnerableSector.jpg', data: JPEG },
        ],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().enrollmentSteps.completedSteps).toEqual(['badges']);
    expect(data.badgesNames).toEqual(['firstAid', 'vulnerableSector']);
    expect(data.isOnlyBadges).toBe(false);
    const firstAid = data.badges.find((badge: { name: string }) => badge.name === 'firstAid');
    expect(firstAid).toMatchObject({
      has: true,
      activate: false,
      file: { contentType: 'application/pdf', fileName: 'firstAid.pdf', size: PDF.length },
    });
    expect(data.badges.find((badge: { name: string }) => badge.name === 'vulnerableSector').activate).toBeNull();
    expect(data.profile).toMatchObject({
      facebook: 'https://facebook.com/sunnydays',
      comments: true,
      parentCosign: false,
      instagram: '',
      cece: 'CECE-9',
      volunteerHistories: null,
    });

    const only = await get('childcareProvider/getBadges?BadgesNames=firstAid,cpr&isOnlyBadges=true', who.provider);
    expect(only.json().data.badges.map((badge: { name: string }) => badge.name)).toEqual(['firstAid', 'cpr']);
    expect(only.json().data.profile).toBeNull();
    expect((await get('childcareProvider/getBadges?BadgesNames=driving', who.provider)).statusCode).toBe(400);
  });

  it('refuses a script named .pdf and a PNG named .pdf (415), and a file named after no badge (400)', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    for (const file of [
      { name: 'firstAid.pdf', data: FAKE_PDF, type: 'application/pdf' },
      { name: 'cpr.pdf', data: PNG, type: 'application/pdf' },
    ]) {
      const res = await send('childcareProvider/updateBadges', who.provider, multipart({}, [file]));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);
    }
    const unnamed = await send(
      'childcareProvider/updateBadges',
      who.provider,
      multipart({}, [{ name: 'diploma.pdf', data: PDF }]),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toHaveProperty(['Files[0]']);
    const bad = await send(
      'childcareProvider/saveBadges',
      who.provider,
      multipart({ cpr: 'perhaps', facebook: 'ftp://x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Cpr', 'Facebook']);
    expect((await get('childcareProvider/getBadges', who.provider)).json().data).toBeNull();
  });

  it('refuses a parent (403) and hides another provider (404)', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    expect((await send('childcareProvider/saveBadges', who.parent, multipart({ cpr: 'true' }))).statusCode).toBe(403);
    const ownerId = await providerIdOf(ctx.app, who.provider);
    expect(
      (await send(`childcareProvider/saveBadges?providerId=${ownerId}`, who.other, multipart({ cpr: 'true' })))
        .statusCode,
    ).toBe(404);
    expect((await get(`childcareProvider/getBadges?providerId=${ownerId}`, who.other)).statusCode).toBe(404);
  });

  it('shows parents only what the SuperAdmin activated, and a new file needs checking again', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await send(
      'childcareProvider/saveBadges',
      who.provider,
      multipart({ cpr: 'true', ged: 'true' }, [{ name: 'cpr.png', data: PNG }]),
    );
    const providerId = await providerIdOf(ctx.app, who.provider);
    const activate = (name: string, headers: Headers, activate = true) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/childcareProvider/activateQualification',
        headers,
        payload: { providerId, name, activate },
      });

    expect((await activate('cpr', who.provider)).statusCode).toBe(403);
    const noFile = await activate('ged', who.admin);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toHaveProperty(['Name']);
    expect((await activate('vulnerableSector', who.admin)).statusCode).toBe(400);
    const done = await activate('cpr', who.admin);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.badges.find((badge: { name: string }) => badge.name === 'cpr').activate).toBe(true);
    // Issue 18: the activation is in the audit log; a refused one is not.
    const audited = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, providerId));
    expect(audited).toMatchObject([
      { action: 'badge.activate', targetType: 'provider', details: { name: 'cpr' }, ip: '127.0.0.1' },
    ]);

    // A parent sees the provider's badges once it is listed; make it listed with the factory's complete data.
    const listed = await createProvider(ctx.db.db, { complete: true });
    const parentView = await get(`booking/getBadgesIsActivated?providerId=${listed.id}`, who.parent);
    expect(parentView.json().data).toEqual({
      providerId: listed.id,
      badgesNames: ['firstAid', 'cprInfant'],
      insuranceActivate: false,
    });
    expect((await get(`booking/getBadgesIsActivated?providerId=${providerId}`, who.parent)).statusCode).toBe(404);
    expect(
      (await get(`booking/getBadgesIsActivated?providerId=${providerId}`, who.provider)).json().data.badgesNames,
    ).toEqual(['cpr']);

    await send('childcareProvider/updateBadges', who.provider, multipart({}, [{ name: 'cpr.pdf', data: PDF }]));
    expect(
      (await get(`booking/getBadgesIsActivated?providerId=${providerId}`, who.provider)).json().data.badgesNames,
    ).toEqual([]);
  });
});

describe('policy files', () => {
  it('adds documents, deletes one by id, and refuses a disguised one', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const added = await send(
      'childcareProvider/updatePoliciesAndProceduresFiles',
      who.provider,
      multipart({}, [
        { name: 'handbook.pdf', data: PDF },
        { name: 'menu.jpeg', data: JPEG },
      ]),
    );
    expect(added.statusCode, added.body).toBe(200);
    const files = added.json().data.files;
    expect(files.map((file: { contentType: string }) => file.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    expect(files[0].url).toBe(`/api/file/${files[0].id}`);
    const removed = await send(
      'childcareProvider/updatePoliciesAndProceduresFiles',
      who.provider,
      multipart({ removeFileIds: files[0].id }),
    );
    expect(removed.json().data.files.map((file: { id: string }) => file.id)).toEqual([files[1].id]);
    expect(await ctx.db.db.select().from(fileRows).where(eq(fileRows.id, files[0].id))).toEqual([]);
    const disguised = await send(
      'childcareProvider/updatePoliciesAndProceduresFiles',
      who.provider,
      multipart({}, [{ name: 'rules.pdf', data: FAKE_PDF }]),
    );
    expect(disguised.statusCode).toBe(415);
    expect(
      (await send('childcareProvider/updatePoliciesAndProceduresFiles', who.parent, multipart({}))).statusCode,
    ).toBe(403);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/childcareProvider/updatePoliciesAndProceduresFiles',
      headers: who.provider,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
  });
});

describe('background gallery', () => {
  it('fills and empties slots by file name; pictures only (415 otherwise); a parent reads a listed provider', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const saved = await send(
      'booking/saveProviderBackgroundGallery',
      who.provider,
      multipart({}, [
        { name: 'fileBackground_1.png', data: PNG },
        { name: 'fileBackground_3.jpg', data: JPEG },
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      userId: who.providerUser.id,
      fileBackground_2: null,
      fileBackground_1: { contentType: 'image/png' },
    });
    const emptied = await send('booking/saveProviderBackgroundGallery', who.provider, multipart({ remove: '1' }));
    expect(emptied.json().data.fileBackground_1).toBeNull();
    expect(emptied.json().data.fileBackground_3).not.toBeNull();

    const pdf = await send(
      'booking/saveProviderBackgroundGallery',
      who.provider,
      multipart({}, [{ name: 'fileBackground_2.pdf', data: PDF }]),
    );
    expect(pdf.statusCode).toBe(415);
    const unnamed = await send(
      'booking/saveProviderBackgroundGallery',
      who.provider,
      multipart({}, [{ name: 'me.png', data: PNG }]),
    );
    expect(unnamed.statusCode).toBe(400);
    expect((await send('booking/saveProviderBackgroundGallery', who.parent, multipart({}))).statusCode).toBe(403);

    expect(
      (await get(`booking/getProviderBackgroundGallery?userId=${who.providerUser.id}`, who.parent)).statusCode,
    ).toBe(404);
    const listed = await createProvider(ctx.db.db, { complete: true });
    const parentView = await get(`booking/getProviderBackgroundGallery?userId=${listed.userId}`, who.parent);
    expect(parentView.json().data).toEqual({
      userId: listed.userId,
      fileBackground_1: null,
      fileBackground_2: null,
      fileBackground_3: null,
      fileBackground_4: null,
    });
  });
});

describe('upload size', () => {
  it('refuses a file over the limit without storing it', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await send(
      'childcareProvider/updatePoliciesAndProceduresFiles',
      who.provider,
      multipart({}, [{ name: 'big.pdf', data: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect((await get('childcareProvider/getPoliciesAndProcedures', who.provider)).json().data).toBeNull();
  });
});

describe('providerFileReadRule', () => {
  it("lets others read a listed provider's gallery and policy files, never badge proofs", async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    await send('childcareProvider/saveBadges', who.provider, multipart({}, [{ name: 'cpr.pdf', data: PDF }]));
    await send(
      'booking/saveProviderBackgroundGallery',
      who.provider,
      multipart({}, [{ name: 'fileBackground_1.png', data: PNG }]),
    );
    const rows = await ctx.db.db.select().from(files).where(eq(files.ownerUserId, who.providerUser.id));
    const kindOf = async (id: string) =>
      (await ctx.db.db.select().from(providerFiles).where(eq(providerFiles.fileId, id)))[0]!.kind;
    const badge = rows.find((row) => row.contentType === 'application/pdf')!;
    const picture = rows.find((row) => row.contentType === 'image/png')!;
    expect(await kindOf(badge.id)).toBe('badge');
    expect(await kindOf(picture.id)).toBe('gallery');
    const parent = { userId: 'someone', role: 1 } as never;
    expect(await providerFileReadRule(ctx.db.db, parent, picture)).toBe(false);
    await ctx.db.db.update(providers).set({ isListed: true }).where(eq(providers.userId, who.providerUser.id));
    expect(await providerFileReadRule(ctx.db.db, parent, picture)).toBe(true);
    expect(await providerFileReadRule(ctx.db.db, parent, badge)).toBe(false);
  });
});
