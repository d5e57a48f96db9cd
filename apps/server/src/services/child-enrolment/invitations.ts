import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { childGuardians, childInvitations, children, users, type Database } from '@kinderly/db';
import {
  ACCOUNT_LINK_PATHS,
  CHILD_FIELD_MESSAGES,
  CO_PARENT_INVITATION_PATH,
  ChildEnrolmentErrorCode,
  INVITATION_TTL_DAYS,
  LanguageSchema,
  type AcceptInvitationResponse,
  type InvitationLinkResponse,
  type SendInvitationRequest,
  type SendInvitationResponse,
  type SendProviderInvitationRequest,
} from '@kinderly/shared';
import type { Mailer } from '../../integrations/mail/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import { coParentJoinedEvent } from '../../lib/notifications/account-notices.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import { requireChildAccess } from './child-access.ts';
import type { EnrolmentInput } from './deps.ts';
import { renderInvitationMail } from './invitation-mail.ts';

export interface InvitationDeps extends EnrolmentInput {
  publicUrl: string;
}

/** Invitations a user may send in 24 hours: enough for a family, too few to spam with. */
export const INVITATIONS_PER_DAY = 20;

async function requireActorUser(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized('This account no longer exists.');
  return user;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getInvitationLink({ db, actor, publicUrl }: InvitationDeps): Promise<InvitationLinkResponse> {
  const user = await requireActorUser(db, actor.userId);
  const url = new URL(`${publicUrl}${ACCOUNT_LINK_PATHS.register}`);
  url.searchParams.set('referralToken', user.referralToken);
  return { invitationUrl: url.toString(), referralToken: user.referralToken };
}

/** A page of this site, given as a path or as an absolute URL on PUBLIC_URL's origin; else a 400 under `key`. */
function ownPage(publicUrl: string, value: string, key: string): URL {
  const origin = new URL(publicUrl).origin;
  let url: URL | null;
  try {
    url = new URL(value, origin);
  } catch {
    url = null;
  }
  if (!url || url.origin !== origin || value.startsWith('//'))
    throw AppError.validation({ [key]: [CHILD_FIELD_MESSAGES.pageUrlInvalid] });
  return url;
}

/** The link a provider gets: our login (or register) page with the referral token and where to land after. */
export async function getProviderInvitationLink(
  input: InvitationDeps & { loginPageUrl: string; appHomePageUrl: string; providerId?: string | undefined },
): Promise<InvitationLinkResponse> {
  const user = await requireActorUser(input.db, input.actor.userId);
  const login = ownPage(input.publicUrl, input.loginPageUrl, 'LoginPageUrl');
  const home = ownPage(input.publicUrl, input.appHomePageUrl, 'AppHomePageUrl');
  login.searchParams.set('referralToken', user.referralToken);
  login.searchParams.set('returnUrl', `${home.pathname}${home.search}`);
  if (input.providerId) login.searchParams.set('providerId', input.providerId);
  return { invitationUrl: login.toString(), referralToken: user.referralToken };
}

async function assertUnderDailyLimit(db: Database, inviterId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(childInvitations)
    .where(
      and(eq(childInvitations.inviterId, inviterId), gt(childInvitations.createdAt, sql`now() - interval '1 day'`)),
    );
  if ((row?.n ?? 0) >= INVITATIONS_PER_DAY) {
    throw new AppError('RATE_LIMITED', 'You have sent many invitations today. Please try again tomorrow.', {
      headers: { 'retry-after': String(24 * 3600) },
    });
  }
}

async function send(mailer: Mailer, message: Parameters<Mailer['send']>[0]) {
  try {
    await mailer.send(message);
  } catch {
    throw new AppError('INTERNAL', 'The e-mail could not be sent. Please try again later.');
  }
}

/** sendInvitation: e-mails a co-parent a link that, once accepted, makes them a guardian of the child(ren). */
export async function sendInvitation(
  input: InvitationDeps & { mailer: Mailer; request: SendInvitationRequest },
): Promise<SendInvitationResponse> {
  const { db, actor, request } = input;
  const inviter = await requireActorUser(db, actor.userId);
  if (request.email.toLowerCase() === inviter.email.toLowerCase())
    throw AppError.validation({ Email: [CHILD_FIELD_MESSAGES.inviteSelf] });
  let names: string[];
  if (request.childId) {
    names = [(await requireChildAccess(db, actor, request.childId)).child.firstName];
  } else {
    const own = await db
      .select({ firstName: children.firstName })
      .from(childGuardians)
      .innerJoin(children, eq(children.id, childGuardians.childId))
      .where(and(eq(childGuardians.userId, actor.userId), eq(childGuardians.relationship, 'Parent')));
    if (own.length === 0) throw new AppError('CONFLICT', 'Enrol a child before inviting a co-parent.');
    names = own.map((child) => child.firstName);
  }
  await assertUnderDailyLimit(db, actor.userId);
  const token = randomBytes(24).toString('base64url');
  await db.insert(childInvitations).values({
    kind: 'CoParent',
    inviterId: actor.userId,
    email: request.email.toLowerCase(),
    childId: request.childId ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
  });
  const link = new URL(`${input.publicUrl}${CO_PARENT_INVITATION_PATH}`);
  link.searchParams.set('invitationToken', token);
  link.searchParams.set('referralToken', inviter.referralToken);
  const language = LanguageSchema.catch('en').parse(inviter.language);
  await send(
    input.mailer,
    renderInvitationMail('co-parent', language, {
      to: request.email,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      children: names,
      link: link.toString(),
    }),
  );
  return { message: `Invitation sent to ${request.email}.`, invitationUrl: link.toString() };
}

/** sendProviderInvitation: e-mails a provider the provider invitation link (a referral; it grants nothing). */
export async function sendProviderInvitation(
  input: InvitationDeps & { mailer: Mailer; request: SendProviderInvitationRequest },
): Promise<SendInvitationResponse> {
  const { db, actor, request } = input;
  const inviter = await requireActorUser(db, actor.userId);
  if (request.email.toLowerCase() === inviter.email.toLowerCase())
    throw AppError.validation({ Email: [CHILD_FIELD_MESSAGES.inviteSelf] });
  const { invitationUrl } = await getProviderInvitationLink({
    ...input,
    loginPageUrl: request.loginPageUrl ?? ACCOUNT_LINK_PATHS.register,
    appHomePageUrl: request.appHomePageUrl ?? '/app/home',
    providerId: request.providerId,
  });
  await assertUnderDailyLimit(db, actor.userId);
  await db.insert(childInvitations).values({
    kind: 'Provider',
    inviterId: actor.userId,
    email: request.email.toLowerCase(),
    tokenHash: hashToken(randomBytes(24).toString('base64url')),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
  });
  const language = LanguageSchema.catch('en').parse(inviter.language);
  await send(
    input.mailer,
    renderInvitationMail('provider', language, {
      to: request.email,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      children: [],
      link: invitationUrl,
    }),
  );
  return { message: `Invitation sent to ${request.email}.`, invitationUrl };
}

const invalidInvitation = () =>
  new AppError(
    'INVALID_TOKEN',
    'This invitation is not valid: it was used, it expired, or it was sent to another e-mail address.',
    {
      body: { code: ChildEnrolmentErrorCode.InvalidInvitation },
    },
  );

/**
 * acceptInvitation: the signed-in user, whose e-mail the invitation was sent to, becomes a co-parent of
 * the shared child (or of every child the inviter enrolled). Single use. The inviter is told through the
 * notification centre, queued in the same transaction (ADR 029, "Account").
 */
export async function acceptInvitation({
  db,
  actor,
  publicUrl,
  jobs,
  invitationToken,
}: InvitationDeps & { jobs: JobQueue; invitationToken: string }): Promise<AcceptInvitationResponse> {
  const user = await requireActorUser(db, actor.userId);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(childInvitations)
      .where(
        and(
          eq(childInvitations.tokenHash, hashToken(invitationToken)),
          eq(childInvitations.kind, 'CoParent'),
          isNull(childInvitations.acceptedAt),
          gt(childInvitations.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!invitation || invitation.email !== user.email.toLowerCase() || invitation.inviterId === user.id)
      throw invalidInvitation();
    const childIds = invitation.childId
      ? [invitation.childId]
      : (
          await tx
            .select({ childId: childGuardians.childId })
            .from(childGuardians)
            .where(and(eq(childGuardians.userId, invitation.inviterId), eq(childGuardians.relationship, 'Parent')))
        ).map((row) => row.childId);
    if (childIds.length > 0) {
      await tx
        .insert(childGuardians)
        .values(childIds.map((childId) => ({ childId, userId: user.id, relationship: 'CoParent' as const })))
        .onConflictDoNothing();
    }
    await tx
      .update(childInvitations)
      .set({ acceptedAt: sql`now()`, acceptedById: user.id })
      .where(eq(childInvitations.id, invitation.id));
    const [inviter] = await tx.select().from(users).where(eq(users.id, invitation.inviterId));
    const shared =
      childIds.length > 0
        ? await tx
            .select({ id: children.id, firstName: children.firstName })
            .from(children)
            .where(inArray(children.id, childIds))
        : [];
    if (inviter && shared.length > 0)
      await queueNotifications(jobs, tx, [
        coParentJoinedEvent({
          inviterId: inviter.id,
          invitationId: invitation.id,
          coParent: user,
          children: shared,
          publicUrl,
        }),
      ]);
    return {
      childIds: shared.map((row) => row.id),
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : '',
    };
  });
}
