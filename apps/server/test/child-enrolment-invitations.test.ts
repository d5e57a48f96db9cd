import { describe, expect, it } from 'vitest';
import { createChild, createHomeProvider, createParent } from '@kinderly/db';
import { CHILD_FIELD_MESSAGES, readTokenClaims } from '@kinderly/shared';
import { lastMailTo, linkIn, loginAs, outbox } from './account-helpers.ts';
import { headersFor, type Headers } from './child-enrolment-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' } });
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/enrollment/${url}`, headers, ...(payload ? { payload } : {}) });

describe('invitation links', () => {
  it('gives a registration link with the referral token', async () => {
    const parent = await createParent(ctx.db.db);
    const res = await inject('GET', 'getInvitationLink', await headersFor(ctx.app, parent));
    expect(res.json()).toEqual({
      invitationUrl: `https://kinderly.test/entry/register?referralToken=${parent.referralToken}`,
      referralToken: parent.referralToken,
    });
  });

  it('builds the provider link on our own pages only', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await headersFor(ctx.app, parent);
    const res = await inject(
      'GET',
      'getProviderInvitationLink?loginPageUrl=/entry/login&appHomePageUrl=https://kinderly.test/app/home&providerId=p-1',
      headers,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().invitationUrl);
    expect(url.origin + url.pathname).toBe('https://kinderly.test/entry/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      referralToken: parent.referralToken,
      returnUrl: '/app/home',
      providerId: 'p-1',
    });
    const phishing = await inject(
      'GET',
      'getProviderInvitationLink?loginPageUrl=https://evil.example/login&appHomePageUrl=//evil.example',
      headers,
    );
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().errors).toEqual({ LoginPageUrl: [CHILD_FIELD_MESSAGES.pageUrlInvalid] });
    expect((await inject('GET', 'getProviderInvitationLink', headers)).statusCode).toBe(400);
  });
});

describe('co-parent invitation', () => {
  it('shares the child with the invited co-parent once accepted, and only then', async () => {
    const parent = await createParent(ctx.db.db, { firstName: 'Camille', lastName: 'Roy' });
    const coParent = await createParent(ctx.db.db);
    const stranger = await createParent(ctx.db.db);
    const child = await createChild(ctx.db.db, { parentId: parent.id, stage: 'halfway' });
    const headers = await headersFor(ctx.app, parent);
    const coHeaders = await headersFor(ctx.app, coParent);
    expect((await inject('GET', `getChildInfo?childId=${child.id}`, coHeaders)).statusCode).toBe(404);

    const sent = await inject('POST', 'sendInvitation', headers, {
      email: coParent.email.toUpperCase(),
      childId: child.id,
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(ctx.app, coParent.email);
    expect(mail.subject).toContain('Camille Roy');
    expect(mail.text).toContain('Léa');
    const link = linkIn(mail, '/app/invitation-link');
    expect(link.searchParams.get('referralToken')).toBe(parent.referralToken);
    const invitationToken = link.searchParams.get('invitationToken')!;

    // Someone else holding the link gets nothing.
    const wrong = await inject('POST', 'acceptInvitation', await headersFor(ctx.app, stranger), { invitationToken });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_INVITATION');

    const accepted = await inject('POST', 'acceptInvitation', coHeaders, { invitationToken });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ childIds: [child.id], inviterName: 'Camille Roy' });
    expect((await inject('POST', 'acceptInvitation', coHeaders, { invitationToken })).statusCode).toBe(400);

    const info = await inject('GET', `getChildInfo?childId=${child.id}`, coHeaders);
    expect(info.statusCode).toBe(200);
    expect(info.json().relationship).toBe('CoParent');
    const saved = await inject(
      'POST',
      `saveAdditionalInfo?childId=${child.id}&additionalInfo=Naps%20at%201`,
      coHeaders,
    );
    expect(saved.statusCode).toBe(200);
    expect(readTokenClaims((await loginAs(ctx.app, coParent)).accessToken)?.childrenCount).toBe(1);
    // A co-parent edits but does not delete.
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/enrollment/DeleteChild?childId=${child.id}`,
          headers: coHeaders,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', `getChildInfo?childId=${child.id}`, await headersFor(ctx.app, stranger))).statusCode,
    ).toBe(404);
  });

  it('shares every child of the inviter when no child is named', async () => {
    const parent = await createParent(ctx.db.db);
    const coParent = await createParent(ctx.db.db);
    const a = await createChild(ctx.db.db, { parentId: parent.id });
    const b = await createChild(ctx.db.db, { parentId: parent.id, stage: 'enrolled' });
    await inject('POST', 'sendInvitation', await headersFor(ctx.app, parent), { email: coParent.email });
    const token = linkIn(await lastMailTo(ctx.app, coParent.email), '/app/invitation-link').searchParams.get(
      'invitationToken',
    )!;
    const accepted = (
      await inject('POST', 'acceptInvitation', await headersFor(ctx.app, coParent), { invitationToken: token })
    ).json();
    expect([...accepted.childIds].sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses bad invitations: own e-mail, bad e-mail, a foreign child, no child at all', async () => {
    const parent = await createParent(ctx.db.db);
    const other = await createParent(ctx.db.db);
    const foreign = await createChild(ctx.db.db, { parentId: other.id });
    const headers = await headersFor(ctx.app, parent);
    const self = await inject('POST', 'sendInvitation', headers, { email: parent.email });
    expect(self.json().errors).toEqual({ Email: [CHILD_FIELD_MESSAGES.inviteSelf] });
    expect((await inject('POST', 'sendInvitation', headers, { email: 'nope' })).json().errors).toHaveProperty('Email');
    expect(
      (await inject('POST', 'sendInvitation', headers, { email: 'x@example.com', childId: foreign.id })).statusCode,
    ).toBe(404);
    expect((await inject('POST', 'sendInvitation', headers, { email: 'x@example.com' })).statusCode).toBe(409);
    expect((await inject('POST', 'acceptInvitation', headers, { invitationToken: '' })).statusCode).toBe(400);
  });
});

describe('provider invitation', () => {
  it('e-mails a provider the provider link', async () => {
    const parent = await createParent(ctx.db.db);
    const res = await inject('POST', 'sendProviderInvitation', await headersFor(ctx.app, parent), {
      email: 'daycare@example.com',
      providerId: 'abc',
    });
    expect(res.statusCode).toBe(200);
    const mail = (await outbox(ctx.app)).find((m) => m.to === 'daycare@example.com')!;
    expect(mail.text).toContain(`referralToken=${parent.referralToken}`);
    expect(mail.text).toContain('/entry/register');
  });

  it('is not for home providers', async () => {
    const headers = await headersFor(ctx.app, await createHomeProvider(ctx.db.db));
    expect((await inject('POST', 'sendProviderInvitation', headers, { email: 'a@example.com' })).statusCode).toBe(403);
  });
});
