import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChild, createParent, files } from '@kinderly/db';
import { POLICY_FILES_MAX, UPLOAD_MESSAGES } from '@kinderly/shared';
import { headersFor } from './child-enrolment-helpers.ts';
import { useTestApp } from './helpers.ts';
import { MemoryFileStorage } from './memory-file-storage.ts';
import { FAKE_PDF, JPEG, multipart, PDF, PNG, signIn, type Headers } from './provider-enrolment-helpers.ts';

// Every upload of the app goes through lib/uploads.ts and lib/stored-files.ts into the injected storage.
const storage = new MemoryFileStorage();
const ctx = useTestApp({ deps: { fileStorage: storage } });

const post = (url: string, headers: Headers, form: ReturnType<typeof multipart>) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
const BADGES = '/api/childcareProvider/updateBadges';
const POLICY_FILES = '/api/childcareProvider/updatePoliciesAndProceduresFiles';
const GALLERY = '/api/booking/saveProviderBackgroundGallery';

async function storedBytes(fileId: string): Promise<Buffer | undefined> {
  const [row] = await ctx.db.db.select().from(files).where(eq(files.id, fileId));
  return row && storage.files.get(row.storageKey);
}

describe('one upload pipeline', () => {
  it('answers a file that is not what its name says with the same 415 on child and provider uploads', async () => {
    const parent = await createParent(ctx.db.db);
    const child = await createChild(ctx.db.db, { parentId: parent.id, stage: 'halfway' });
    const who = await signIn(ctx.app, ctx.db.db);
    const script = [{ name: 'firstAid.pdf', data: FAKE_PDF, type: 'application/pdf' }];
    const before = storage.files.size;
    const answers = [
      await post(
        `/api/enrollment/uploadVaccinationRecord?childId=${child.id}`,
        await headersFor(ctx.app, parent),
        multipart({}, script),
      ),
      await post(BADGES, who.provider, multipart({}, script)),
      await post(POLICY_FILES, who.provider, multipart({}, script)),
      await post(GALLERY, who.provider, multipart({}, [{ name: 'fileBackground_1.png', data: PDF }])),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([415, 415, 415, 415]);
    for (const answer of answers) expect(answer.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);
    expect(storage.files.size).toBe(before);
  });

  it('keeps provider files in the injected storage, serves them from it, and deletes replaced ones', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const badge = await post(BADGES, who.provider, multipart({ cpr: 'true' }, [{ name: 'cpr.pdf', data: PDF }]));
    expect(badge.statusCode, badge.body).toBe(200);
    const policy = await post(POLICY_FILES, who.provider, multipart({}, [{ name: 'menu.png', data: PNG }]));
    const gallery = await post(GALLERY, who.provider, multipart({}, [{ name: 'fileBackground_1.jpg', data: JPEG }]));
    const cpr = badge.json().data.badges.find((item: { name: string }) => item.name === 'cpr').file;
    const menu = policy.json().data.files[0];
    const picture = gallery.json().data.fileBackground_1;
    expect((await storedBytes(cpr.id))?.equals(PDF)).toBe(true);
    expect((await storedBytes(menu.id))?.equals(PNG)).toBe(true);
    expect((await storedBytes(picture.id))?.equals(JPEG)).toBe(true);

    const download = await ctx.app.inject({ method: 'GET', url: cpr.url, headers: who.provider });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const [cprRow] = await ctx.db.db.select().from(files).where(eq(files.id, cpr.id));
    const replaced = await post(BADGES, who.provider, multipart({}, [{ name: 'cpr.png', data: PNG }]));
    expect(replaced.statusCode).toBe(200);
    expect(storage.files.has(cprRow!.storageKey)).toBe(false);
    expect(await ctx.db.db.select().from(files).where(eq(files.id, cpr.id))).toEqual([]);
  });

  it('removes the bytes again when the change is refused after they were written', async () => {
    const who = await signIn(ctx.app, ctx.db.db);
    const full = Array.from({ length: POLICY_FILES_MAX }, (_, i) => ({ name: `policy-${i}.pdf`, data: PDF }));
    expect((await post(POLICY_FILES, who.provider, multipart({}, full))).statusCode).toBe(200);
    const keys = new Set(storage.files.keys());
    const one = await post(POLICY_FILES, who.provider, multipart({}, [{ name: 'one-more.png', data: PNG }]));
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toHaveProperty(['Files']);
    expect(new Set(storage.files.keys())).toEqual(keys);
  });
});
