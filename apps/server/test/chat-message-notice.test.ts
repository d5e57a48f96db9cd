import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, notifications, providers, users } from '@kinderly/db';
import { API_PATHS, type StoredFile } from '@kinderly/shared';
import { CHAT_MESSAGE_NOTICE_JOB } from '../src/services/chat/message-notice.ts';
import { outbox } from './account-helpers.ts';
import { chatParty, multipart, put, send, sendText, type ChatParty } from './chat-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

const clock = new ManualClock('2027-03-01T10:00:00Z');
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });

async function userOf(id: string) {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.id, id));
  return user!;
}

/** A fresh room at 10:00 UTC, with both sides' addresses and the family member's name. */
async function party(name: string) {
  clock.set('2027-03-01T10:00:00Z');
  const chat = await chatParty(ctx.app, ctx.app.db, name);
  const family = await userOf(chat.familyId);
  const owner = await userOf(chat.providerUserId);
  return { ...chat, familyEmail: family.email, familyName: `${family.firstName} ${family.lastName}`, owner };
}

const chatNotices = (userId: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat.message')))
    .orderBy(notifications.createdAt);

const mailsTo = async (email: string) => (await outbox(ctx.app)).filter((mail) => mail.to === email);

const noticeJobs = (chat: ChatParty, recipientId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.name, CHAT_MESSAGE_NOTICE_JOB),
        eq(jobs.singletonKey, `${CHAT_MESSAGE_NOTICE_JOB}:${chat.room.id}:${recipientId}`),
      ),
    );

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadPdf(headers: Headers, roomId: string): Promise<StoredFile> {
  const body = multipart([{ fileName: 'menu.pdf', contentType: 'application/pdf', data: PDF }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API_PATHS.chat.messageFiles}?roomId=${roomId}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: StoredFile[] }>().items[0]!;
}

/** Moves the clock on and runs what is due then. */
async function after(minutes: number) {
  clock.advance({ minutes });
  await ctx.app.jobs.runDue();
}

describe('chat: new messages while away (issue 19)', () => {
  it('tells the provider of a message left unseen for five minutes: one notification, one mail without the text', async () => {
    const chat = await party('Unseen Daycare');
    await sendText(ctx.app, chat.family, chat.room.id, 'Our door code is 4711, please keep it private');

    await after(4);
    expect(await chatNotices(chat.providerUserId)).toHaveLength(0);
    await after(2);

    const [notice, ...more] = await chatNotices(chat.providerUserId);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      aboutUserId: chat.familyId,
      link: `/app/messages/${chat.room.id}`,
      dedupeKey: `chat:${chat.room.id}:${chat.providerUserId}:2027-03-01T10`,
      title: { en: `New message from ${chat.familyName}`, fr: `${chat.familyName} vous a écrit` },
      body: {
        en: `1 unread message in your conversation with ${chat.familyName}.`,
        fr: `1 message non lu dans votre conversation avec ${chat.familyName}.`,
      },
    });
    expect(notice!.emailedAt).not.toBeNull();

    const mails = await mailsTo(chat.owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New message from ${chat.familyName}`);
    expect(mails[0]!.text).toContain(`1 unread message in your conversation with ${chat.familyName}.`);
    expect(mails[0]!.text).toContain('Open the conversation');
    expect(mails[0]!.text).toContain(`https://kinderly.test/app/messages/${chat.room.id}`);
    for (const part of [mails[0]!.text, mails[0]!.html, mails[0]!.subject]) {
      expect(part).not.toContain('4711');
      expect(part).not.toContain('door code');
    }
    // The sender is told nothing about their own message.
    expect(await chatNotices(chat.familyId)).toHaveLength(0);
  });

  it('tells nobody when the messages were read or seen before the delay', async () => {
    const chat = await party('Read In Time Daycare');
    const first = await sendText(ctx.app, chat.provider, chat.room.id, 'Hello');
    const second = await sendText(ctx.app, chat.provider, chat.room.id, 'Are you there?');
    const [job] = await noticeJobs(chat, chat.familyId);
    expect(job).toMatchObject({ state: 'pending', runAt: new Date('2027-03-01T10:05:00Z') });

    await after(1);
    expect(
      (await put(ctx.app, chat.family, API_PATHS.chat.markMessagesRead, { messageIds: [first.id] })).statusCode,
    ).toBe(200);
    // Seen: on screen in a window without focus, which is not away either.
    expect(
      (await put(ctx.app, chat.family, API_PATHS.chat.markMessagesSeen, { messageIds: [second.id] })).statusCode,
    ).toBe(200);
    await after(10);

    expect((await noticeJobs(chat, chat.familyId))[0]).toMatchObject({ state: 'done' });
    expect(await chatNotices(chat.familyId)).toHaveLength(0);
    expect(await mailsTo(chat.familyEmail)).toHaveLength(0);
  });

  it('queues one job for a burst and counts the messages still there when it runs', async () => {
    const chat = await party('Burst Daycare');
    await sendText(ctx.app, chat.provider, chat.room.id, 'One');
    clock.advance({ seconds: 20 });
    const second = await sendText(ctx.app, chat.provider, chat.room.id, 'Two');
    clock.advance({ seconds: 20 });
    await sendText(ctx.app, chat.provider, chat.room.id, 'Three');
    const queued = await noticeJobs(chat, chat.familyId);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt).toEqual(new Date('2027-03-01T10:05:00Z'));

    // A deleted message is not waiting for anyone.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.chat.deleteMessage}?messageId=${second.id}`,
      headers: chat.provider,
    });
    expect(deleted.statusCode).toBe(200);
    await after(6);

    const notices = await chatNotices(chat.familyId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      aboutUserId: chat.providerUserId,
      title: { en: 'New messages from Burst Daycare', fr: 'Burst Daycare vous a écrit' },
      body: {
        en: '2 unread messages in your conversation with Burst Daycare.',
        fr: '2 messages non lus dans votre conversation avec Burst Daycare.',
      },
    });
    const mails = await mailsTo(chat.familyEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('Three');
  });

  it('mails at most once per room and hour: a later message that hour adds nothing, the next hour mails again', async () => {
    const chat = await party('Hourly Daycare');
    await sendText(ctx.app, chat.family, chat.room.id, 'First');
    await after(6); // 10:06
    expect(await mailsTo(chat.owner.email)).toHaveLength(1);

    clock.set('2027-03-01T10:30:00Z');
    await sendText(ctx.app, chat.family, chat.room.id, 'Second');
    expect(await noticeJobs(chat, chat.providerUserId)).toHaveLength(2);
    await after(6); // 10:36
    expect(await chatNotices(chat.providerUserId)).toHaveLength(1);
    expect(await mailsTo(chat.owner.email)).toHaveLength(1);

    clock.set('2027-03-01T10:58:00Z');
    await sendText(ctx.app, chat.family, chat.room.id, 'Third');
    await after(6); // 11:04
    const notices = await chatNotices(chat.providerUserId);
    expect(notices.map((notice) => notice.dedupeKey)).toEqual([
      `chat:${chat.room.id}:${chat.providerUserId}:2027-03-01T10`,
      `chat:${chat.room.id}:${chat.providerUserId}:2027-03-01T11`,
    ]);
    expect(notices[1]!.body.en).toBe(`3 unread messages in your conversation with ${chat.familyName}.`);
    const mails = await mailsTo(chat.owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`New messages from ${chat.familyName}`);
  });

  it("follows the provider's new-message mail switch: the bell has it, the mail does not go", async () => {
    const chat = await party('Quiet Daycare');
    const [provider] = await ctx.app.db.select().from(providers).where(eq(providers.id, chat.providerId));
    await ctx.app.db
      .update(providers)
      .set({ notifications: { ...provider!.notifications!, emailOnNewMessage: false } })
      .where(eq(providers.id, chat.providerId));
    await sendText(ctx.app, chat.family, chat.room.id, 'Hello?');
    await after(6);

    expect(await chatNotices(chat.providerUserId)).toHaveLength(1);
    expect(await mailsTo(chat.owner.email)).toHaveLength(0);
  });

  it('tells nothing to someone who reported the room', async () => {
    const chat = await party('Reported Daycare');
    const report = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.chat.reportRoom,
      headers: chat.family,
      payload: { roomId: chat.room.id, reason: 'Unwanted messages' },
    });
    expect(report.statusCode).toBe(204);
    await sendText(ctx.app, chat.provider, chat.room.id, 'Please answer');
    await after(6);

    expect((await noticeJobs(chat, chat.familyId))[0]).toMatchObject({ state: 'done' });
    expect(await chatNotices(chat.familyId)).toHaveLength(0);
    expect(await mailsTo(chat.familyEmail)).toHaveLength(0);
  });

  it('queues the notice with a message that carries files, and not for a send that was refused', async () => {
    const chat = await party('Files Daycare');
    const theirs = await uploadPdf(chat.provider, chat.room.id);
    const refused = await send(ctx.app, chat.family, { roomId: chat.room.id, text: 'Menu', fileIds: [theirs.id] });
    expect(refused.statusCode).toBe(400);
    expect(await noticeJobs(chat, chat.providerUserId)).toHaveLength(0);

    const mine = await uploadPdf(chat.family, chat.room.id);
    const sent = await send(ctx.app, chat.family, { roomId: chat.room.id, fileIds: [mine.id] });
    expect(sent.statusCode).toBe(201);
    expect(await noticeJobs(chat, chat.providerUserId)).toHaveLength(1);
    await after(6);
    expect(await chatNotices(chat.providerUserId)).toHaveLength(1);
  });
});
