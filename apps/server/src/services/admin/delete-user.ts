import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  accountTokens,
  chatMessageFiles,
  chatMessageReactions,
  chatMessages,
  chatRoomReports,
  childGuardians,
  childInvitations,
  childQueueEntries,
  childVaccinationRecords,
  clientLogs,
  connectedAccounts,
  creditCards,
  daycareOrders,
  files,
  pageViews,
  paymentCustomers,
  providerFavourites,
  providerFiles,
  providers,
  refreshTokens,
  surveys,
  users,
  waitlistPurchases,
  notifications,
  pushSubscriptions,
  searchAlerts,
  type Database,
} from '@kinderly/db';
import { deletedUserEmail, Role, type AdminDeleteUserResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';
import { eraseChildren } from './erase-children.ts';
import { eraseProvider } from './erase-provider.ts';

/**
 * What other domains do inside the deletion's transaction, wired by the route (services of one domain never
 * import another's): booking cancels the open orders, the waitlist ends the active places.
 */
export interface DeleteUserSteps<Transition> {
  cancelOpenOrders(tx: Database, input: { userId: string; now: Date }): Promise<Transition[]>;
  leaveWaitlists(tx: Database, input: { userId: string; childIds: string[]; actorId: string }): Promise<number>;
}

export interface DeleteUserInput<Transition> {
  db: Database;
  actor: Actor;
  userId: string;
  ip: string | undefined;
  now: Date;
  steps: DeleteUserSteps<Transition>;
}

/** What the route does after the commit: end the sessions, settle the orders, delete the bytes and the cards. */
export interface DeletedUser<Transition> {
  response: AdminDeleteUserResponse;
  transitions: Transition[];
  storageKeys: string[];
  cards: { gateway: string; paymentMethodId: string }[];
}

export const DELETE_USER_MESSAGES = {
  self: 'You cannot delete your own account: ask another administrator.',
  lastAdmin: 'This is the last administrator: make someone else an administrator first.',
  done: 'The user was deleted: their personal data is erased; bookings and payments are kept, anonymised.',
};

const live = isNull(users.deletedAt);
const isAdmin = sql`${users.roles} @> array[${Role.SuperAdmin}]::integer[]`;

/**
 * POST deleteUser (issue 18, ADR 027): in one transaction, the person's personal data is erased or anonymised
 * across every table, their open orders cancelled and waitlist places ended, their sessions revoked, and the
 * deletion written to the audit log. Money records (orders, payments, waitlist purchases) stay, pointing at the
 * anonymised row. The last live administrator cannot be deleted: the live administrators' rows are locked, in id
 * order, before they are counted, so two administrators deleting each other at once cannot both succeed.
 */
export async function deleteUser<Transition>(input: DeleteUserInput<Transition>): Promise<DeletedUser<Transition>> {
  const { db, actor, userId, now } = input;
  if (userId === actor.userId) throw refusal('VALIDATION', DELETE_USER_MESSAGES.self);
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), live));
    if (!seen) throw AppError.notFound('No such user.');
    if (seen.roles.includes(Role.SuperAdmin)) {
      // Every live administrator, the actor and the target among them, locked in one order (no deadlock).
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(live, isAdmin))
        .orderBy(asc(users.id))
        .for('update');
      // Two administrators deleting each other: the second finds one live administrator left, and refuses.
      if (admins.length <= 1) throw refusal('CONFLICT', DELETE_USER_MESSAGES.lastAdmin);
      if (!admins.some((row) => row.id === actor.userId)) throw AppError.unauthorized('Your account was deleted.');
    }
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), live))
      .for('update');
    if (!user) throw AppError.notFound('No such user.');

    const transitions = await input.steps.cancelOpenOrders(tx, { userId, now });

    // Children: those only this person looks after are erased; of the others, only this guardian's link goes.
    const guarded = await tx
      .select({ childId: childGuardians.childId })
      .from(childGuardians)
      .where(eq(childGuardians.userId, userId));
    const guardedIds = guarded.map((row) => row.childId);
    const shared =
      guardedIds.length === 0
        ? []
        : await tx
            .selectDistinct({ childId: childGuardians.childId })
            .from(childGuardians)
            .where(and(inArray(childGuardians.childId, guardedIds), ne(childGuardians.userId, userId)));
    const soleIds = guardedIds.filter((id) => !shared.some((row) => row.childId === id));
    const withdrawn = await input.steps.leaveWaitlists(tx, { userId, childIds: soleIds, actorId: actor.userId });

    // Files: what they uploaded anywhere, and the records of the children erased (the bytes go after the commit).
    const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
    const fileIds = or(
      eq(files.ownerUserId, userId),
      inArray(
        files.id,
        tx
          .select({ id: chatMessageFiles.fileId })
          .from(chatMessageFiles)
          .where(eq(chatMessageFiles.uploaderId, userId)),
      ),
      soleIds.length > 0
        ? inArray(
            files.id,
            tx
              .select({ id: childVaccinationRecords.fileId })
              .from(childVaccinationRecords)
              .where(inArray(childVaccinationRecords.childId, soleIds)),
          )
        : undefined,
      provider
        ? inArray(
            files.id,
            tx
              .select({ id: providerFiles.fileId })
              .from(providerFiles)
              .where(eq(providerFiles.providerId, provider.id)),
          )
        : undefined,
    );
    const removedFiles = await tx.delete(files).where(fileIds).returning({ storageKey: files.storageKey });

    await tx.delete(childGuardians).where(eq(childGuardians.userId, userId));
    await eraseChildren(tx, soleIds, now);
    if (provider) await eraseProvider(tx, provider.id);

    // Chat: their messages lose their text (the room and the other side's messages stay); reactions and reports go.
    await tx
      .update(chatMessages)
      .set({
        body: null,
        deletedAt: sql`coalesce(${chatMessages.deletedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(chatMessages.senderId, userId));
    await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.userId, userId));
    await tx.delete(chatRoomReports).where(eq(chatRoomReports.reporterId, userId));

    // Everything else that is only about them.
    await tx
      .delete(childInvitations)
      .where(or(eq(childInvitations.inviterId, userId), sql`lower(${childInvitations.email}) = lower(${user.email})`));
    await tx.delete(childQueueEntries).where(eq(childQueueEntries.userId, userId));
    await tx.delete(surveys).where(eq(surveys.userId, userId));
    await tx.delete(providerFavourites).where(eq(providerFavourites.userId, userId));
    // Their notifications, and the others' that are about them (the texts carry their names, ADR 029).
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.aboutUserId, userId)));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(searchAlerts).where(eq(searchAlerts.userId, userId));
    await tx.delete(clientLogs).where(eq(clientLogs.userId, userId));
    await tx.delete(pageViews).where(eq(pageViews.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    const cards = await tx
      .delete(creditCards)
      .where(eq(creditCards.userId, userId))
      .returning({ gateway: creditCards.gateway, paymentMethodId: creditCards.paymentMethodId });
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
    await tx.delete(connectedAccounts).where(eq(connectedAccounts.userId, userId));
    // Logout's way (ADR 003): a revoked family is not live, so its access tokens stop at once.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

    await tx
      .update(users)
      .set({
        userName: `deleted-${userId}`,
        firstName: 'Deleted user',
        lastName: '',
        email: deletedUserEmail(userId),
        phoneNumber: null,
        dateOfBirth: null,
        // Not a hash any password can match: sign-in is refused (and find-user skips the row anyway).
        passwordHash: `deleted:${randomUUID()}`,
        emailConfirmed: false,
        registrationComplete: false,
        referralToken: `deleted-${userId}`,
        referrerId: null,
        latitude: null,
        longitude: null,
        address: null,
        pushNotifications: false,
        emailNotifications: false,
        deletedAt: now,
      })
      .where(eq(users.id, userId));

    const kept = await tx
      .select({ orders: sql<number>`count(*)::int` })
      .from(daycareOrders)
      .where(eq(daycareOrders.parentUserId, userId));
    const purchases = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistPurchases)
      .where(eq(waitlistPurchases.userId, userId));
    await recordAudit(tx, {
      actor,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      ip: input.ip,
      details: {
        roles: user.roles,
        cancelledOrders: transitions.length,
        withdrawnWaitlistRequests: withdrawn,
        erasedChildren: soleIds.length,
        files: removedFiles.length,
        keptOrders: kept[0]?.orders ?? 0,
        keptWaitlistPurchases: purchases[0]?.n ?? 0,
      },
    });
    return {
      response: {
        message: DELETE_USER_MESSAGES.done,
        cancelledOrders: transitions.length,
        withdrawnWaitlistRequests: withdrawn,
      },
      transitions,
      storageKeys: removedFiles.map((row) => row.storageKey),
      cards,
    };
  });
}

function refusal(code: 'VALIDATION' | 'CONFLICT', message: string): AppError {
  return new AppError(code, message, { errors: { UserId: [message] } });
}
