import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChild, createParent, notifications, type UserRow } from '@kinderly/db';
import { Role } from '@kinderly/shared';
import { passwordChangedEvent } from '../src/lib/notifications/account-notices.ts';
import { bearer, freshAddress, lastMailTo, linkIn, loginAs, outbox } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

// 10:05 in Toronto (EDT): the time the password notice tells.
const clock = new ManualClock('2026-07-15T14:05:00Z');
const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' }, deps: { clock } });
const NEW_PASSWORD = 'Fresh-Maple-Leaf-77';

const noticesOf = (user: Pick<UserRow, 'id'>, kind: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));

const mailsTo = async (user: Pick<UserRow, 'email'>) =>
  (await outbox(ctx.app)).filter((mail) => mail.to.toLowerCase() === user.email.toLowerCase());

/** The queued notification jobs, as the job runner would run them. */
const runJobs = () => ctx.app.jobs.runDue();

describe('account events through the notification centre (issue 19, ADR 029 "Account")', () => {
  it('tells of a password reset in the app and by mail, even with e-mail notifications off', async () => {
    const user = await createParent(ctx.db.db, { emailNotifications: false, language: 'en' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/forgotPassword',
      payload: { email: user.email },
      remoteAddress: freshAddress(),
    });
    const link = linkIn(await lastMailTo(ctx.app, user.email), '/resetpassword');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/resetPassword',
      payload: {
        userId: link.searchParams.get('userId'),
        token: link.searchParams.get('token'),
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mailsBefore = (await mailsTo(user)).length;

    await runJobs();
    const [row, ...more] = await noticesOf(user, 'account.password_changed');
    expect(more).toEqual([]);
    expect(row!.title).toEqual({ en: 'Your password was changed', fr: 'Votre mot de passe a été modifié' });
    expect(row!.body.en).toContain('July 15, 2026');
    expect(row!.body.en).toContain('10:05');
    expect(row!.body.en).toContain('If it was not you, reset it now.');
    expect(row!.body.fr).toContain('15 juillet 2026');
    expect(row!.link).toBe('/forgotpassword');
    expect(row!.emailedAt).not.toBeNull();

    const mails = await mailsTo(user);
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails[0]!;
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.text).toContain('https://kinderly.test/forgotpassword');
    expect(notice.text).toContain('whatever your notification settings');

    // A second run (a retried job) sends nothing more.
    await runJobs();
    expect(await mailsTo(user)).toHaveLength(mailsBefore + 1);
  });

  it('tells of a password set on the register-supplement step by a normal account, not a temporary one', async () => {
    const user = await createParent(ctx.db.db);
    const temporary = await createParent(ctx.db.db, { isTemporary: true });
    for (const who of [user, temporary]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/supplementUserInfo',
        headers: bearer(await loginAs(ctx.app, who)),
        payload: {
          phoneNumber: '+15145550123',
          dateOfBirth: '1990-05-01',
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await runJobs();
    expect(await noticesOf(user, 'account.password_changed')).toHaveLength(1);
    expect(await noticesOf(temporary, 'account.password_changed')).toEqual([]);
  });

  it('the centre mails a `mailAlways` event to a person with mail off, and no other event', async () => {
    const user = await createParent(ctx.db.db, { emailNotifications: false });
    const security = passwordChangedEvent({
      userId: user.id,
      at: clock.now(),
      timeZone: 'America/Toronto',
      publicUrl: 'https://kinderly.test',
    });
    await ctx.app.notificationCentre.deliver([{ ...security, dedupeKey: `test:${randomUUID()}`, mailAlways: false }]);
    expect(await mailsTo(user)).toEqual([]);
    await ctx.app.notificationCentre.deliver([security]);
    expect((await mailsTo(user)).map((mail) => mail.subject)).toEqual(['Your password was changed']);
    expect(await noticesOf(user, 'account.password_changed')).toHaveLength(2);
  });

  it('tells the referrer in the app, without a mail, when someone registers through their link', async () => {
    const referrer = await createParent(ctx.db.db);
    const email = `newcomer-${randomUUID()}@example.com`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/register?referralToken=${referrer.referralToken}`,
      remoteAddress: freshAddress(),
      payload: {
        userName: `newcomer-${randomUUID().slice(0, 8)}`,
        firstName: 'Léa',
        lastName: 'martin',
        email,
        password: 'Quiet-Harbour-42',
        role: Role.Parent,
        doesAgree: true,
        acceptBooking: false,
        rejectBooking: false,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const newcomer = registered.json<{ user: { id: string } }>().user;

    await runJobs();
    const rows = await noticesOf(referrer, 'account.referral_joined');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: {
        en: 'Léa M. joined Kinderly through your link',
        fr: 'Léa M. a rejoint Kinderly grâce à votre lien',
      },
      link: '/app/invitation-link',
      aboutUserId: newcomer.id,
      dedupeKey: `referral:${newcomer.id}`,
      emailedAt: null,
    });
    expect(JSON.stringify(rows[0])).not.toContain('martin');
    expect(JSON.stringify(rows[0])).not.toContain(email);
    expect(await mailsTo(referrer)).toEqual([]);
  });

  it('tells the inviting parent, in the app and by mail, when the co-parent accepts', async () => {
    const parent = await createParent(ctx.db.db, { firstName: 'Camille', lastName: 'Roy' });
    const coParent = await createParent(ctx.db.db, { firstName: 'Sam', lastName: 'Gagnon' });
    const child = await createChild(ctx.db.db, { parentId: parent.id, stage: 'halfway' });
    const call = async (who: UserRow, name: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/enrollment/${name}`,
        headers: bearer(await loginAs(ctx.app, who)),
        payload,
      });
    expect((await call(parent, 'sendInvitation', { email: coParent.email, childId: child.id })).statusCode).toBe(200);
    const invitationToken = linkIn(await lastMailTo(ctx.app, coParent.email), '/app/invitation-link').searchParams.get(
      'invitationToken',
    );
    const accepted = await call(coParent, 'acceptInvitation', { invitationToken });
    expect(accepted.statusCode, accepted.body).toBe(200);

    await runJobs();
    const rows = await noticesOf(parent, 'account.co_parent_joined');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: { en: `Sam Gagnon now shares ${child.firstName} with you` },
      link: `/app/history/viewDetails/${child.id}`,
      aboutUserId: coParent.id,
    });
    const mails = await mailsTo(parent);
    expect(mails.map((mail) => mail.subject)).toContain(`Sam Gagnon now shares ${child.firstName} with you`);
    expect(mails[0]!.text).toContain(`https://kinderly.test/app/history/viewDetails/${child.id}`);
  });
});
