import { describe, expect, it } from 'vitest';
import { createChild, createHomeProvider, createParent } from '@kinderly/db';
import { UPLOAD_MESSAGES, WAITLIST_SURVEY } from '@kinderly/shared';
import { sanitizeFileName } from '../src/lib/uploads.ts';
import { headersFor, type Headers } from './child-enrolment-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

function multipart(parts: { field?: string; fileName: string; contentType: string; data: Buffer }[]) {
  const boundary = '----kinderly-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(headers: Headers, childId: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/enrollment/uploadVaccinationRecord?childId=${childId}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('vaccination record upload', () => {
  it('stores a PDF and a JPEG, lists them with the dates, and serves them to guardians only', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await headersFor(ctx.app, parent);
    const other = await headersFor(ctx.app, await createParent(ctx.db.db));
    const child = await createChild(ctx.db.db, { parentId: parent.id, stage: 'halfway' });
    const res = await upload(headers, child.id, [
      { fileName: '../../carnet de vaccination.pdf', contentType: 'application/pdf', data: PDF },
      { fileName: 'photo.JPG', contentType: 'application/octet-stream', data: JPEG },
    ]);
    expect(res.statusCode).toBe(201);
    const files = res.json().files;
    expect(files.map((f: { fileName: string; contentType: string }) => [f.fileName, f.contentType])).toEqual([
      ['carnet de vaccination.pdf', 'application/pdf'],
      ['photo.jpg', 'image/jpeg'],
    ]);

    const listed = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/enrollment/getChildrenVaccinationDates?childId=${child.id}`,
        headers,
      })
    ).json();
    expect(listed.vaccinationRecords).toHaveLength(2);
    expect(listed.childrenVaccinationDates[0]).toMatchObject({ vaccineName: expect.stringContaining('MMR') });

    const download = await ctx.app.inject({ method: 'GET', url: files[0].url, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="carnet de vaccination.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: files[0].url, headers: other })).statusCode).toBe(404);
    expect(
      (await upload(other, child.id, [{ fileName: 'a.pdf', contentType: 'application/pdf', data: PDF }])).statusCode,
    ).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/enrollment/deleteVaccinationRecord?childId=${child.id}&fileId=${files[1].id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: files[1].url, headers })).statusCode).toBe(404);
  });

  it('refuses a PNG renamed .pdf, a PNG, a file too big, an empty upload and the wrong field', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await headersFor(ctx.app, parent);
    const child = await createChild(ctx.db.db, { parentId: parent.id });
    const renamed = await upload(headers, child.id, [
      { fileName: 'record.pdf', contentType: 'application/pdf', data: PNG },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);
    expect(
      (await upload(headers, child.id, [{ fileName: 'record.png', contentType: 'image/png', data: PNG }])).statusCode,
    ).toBe(415);
    // A PDF's bytes under a .jpg name: the name lies.
    expect(
      (await upload(headers, child.id, [{ fileName: 'record.jpg', contentType: 'image/jpeg', data: PDF }])).statusCode,
    ).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(headers, child.id, [
      { fileName: 'big.pdf', contentType: 'application/pdf', data: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const empty = await upload(headers, child.id, [
      { fileName: 'empty.pdf', contentType: 'application/pdf', data: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ Files: [UPLOAD_MESSAGES.emptyFile] });
    const wrongField = await upload(headers, child.id, [
      { field: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(wrongField.json().errors).toEqual({ Files: [UPLOAD_MESSAGES.wrongField] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/enrollment/uploadVaccinationRecord?childId=${child.id}`,
      headers,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
    const listed = (
      await ctx.app.inject({ method: 'GET', url: `/api/enrollment/getVaccinationDates?childId=${child.id}`, headers })
    ).json();
    expect(listed.vaccinationRecords).toEqual([]);
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('C:\\Users\\me\\dossier\u0000.PDF', 'pdf')).toBe('dossier.pdf');
    expect(sanitizeFileName('...', 'jpeg')).toBe('file.jpg');
    expect(sanitizeFileName('a<b>:c.jpeg', 'jpeg')).toBe('a_b__c.jpg');
  });
});

describe('surveys', () => {
  it('serves the waitlist survey and saves answers of each question type', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const definition = (await ctx.app.inject({ method: 'GET', url: '/api/enrollment/getsurvey', headers })).json();
    expect(definition).toEqual(WAITLIST_SURVEY);
    expect(new Set(definition.questions.map((q: { type: number }) => q.type))).toEqual(new Set([0, 1, 2]));
    const answers = [
      { text: 'When do you need care to start?', type: 1, answer: '2026-09-01' },
      { text: 'Which kind of provider do you prefer?', type: 0, answer: 'Licensed only' },
      { text: 'Which times of day do you need care?', type: 2, answer: ['Weekdays 6am-6pm'] },
    ];
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers,
      payload: { type: 0, surveyData: JSON.stringify(answers) },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ type: 0 });
    // /surveycontainer is for every signed-in role.
    const provider = await headersFor(ctx.app, await createHomeProvider(ctx.db.db));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/enrollment/getsurvey', headers: provider })).statusCode).toBe(200);
  });

  it('refuses another type, unreadable data and an answer of the wrong shape', async () => {
    const headers = await headersFor(ctx.app, await createParent(ctx.db.db));
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/surveys', headers, payload });
    expect((await post({ type: 1, surveyData: '[]' })).json().errors).toHaveProperty('Type');
    expect((await post({ type: 0, surveyData: '{oops' })).json().errors).toHaveProperty('SurveyData');
    const wrong = await post({ type: 0, surveyData: JSON.stringify([{ text: 'Q', type: 2, answer: 'one' }]) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty(['SurveyData[0].Answer']);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/surveys', payload: { type: 0, surveyData: '[]' } }))
        .statusCode,
    ).toBe(401);
  });
});
