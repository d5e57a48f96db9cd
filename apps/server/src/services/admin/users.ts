import { and, arrayContains, count, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  chatRooms,
  childGuardians,
  children,
  creditCards,
  daycareOrders,
  providers,
  refreshTokens,
  users,
  userSearchText,
  waitlistRequests,
  type Database,
} from '@kinderly/db';
import type { AdminUserDetails, AdminUsersQuery, AdminUsersResponse, AdminUserSummary } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';

/** The administrator's user list and one user's details (issue 18; SPEC section 7 "GET users"). */

const SUMMARY = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: users.roles,
  currentRole: users.currentRole,
  emailConfirmed: users.emailConfirmed,
  isTemporary: users.isTemporary,
  createdAt: users.createdAt,
};

type SummaryRow = { [K in keyof typeof SUMMARY]: (typeof SUMMARY)[K]['_']['data'] };

const toSummary = (row: SummaryRow): AdminUserSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/** `like` needs its own wildcards escaped so a search for "50%" finds "50%". */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filters(query: AdminUsersQuery): SQL | undefined {
  // Deleted accounts (ADR 027) are no one to help any more: the audit log still names them "Deleted user".
  const where: (SQL | undefined)[] = [isNull(users.deletedAt)];
  const search = query.search?.toLowerCase();
  if (search) where.push(sql`${userSearchText(users)} like ${`%${likeEscape(search)}%`}`);
  if (query.role !== undefined) where.push(arrayContains(users.roles, [query.role]));
  if (query.state === 'unconfirmed') where.push(eq(users.emailConfirmed, false));
  if (query.state === 'temporary') where.push(eq(users.isTemporary, true));
  return and(...where);
}

/** Newest accounts first, paged on the server; the total counts the same filters. */
export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(SUMMARY)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** One user with what the administrator needs to help them; the view is written to the audit log. */
export async function getUserDetails(input: {
  db: Database;
  actor: Actor;
  userId: string;
  ip: string | undefined;
}): Promise<AdminUserDetails> {
  const { db, userId } = input;
  const [user] = await db
    .select({
      ...SUMMARY,
      phoneNumber: users.phoneNumber,
      registrationComplete: users.registrationComplete,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw AppError.notFound('No such user.');
  const ownProviders = db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
  const [kids, [business], cards, signIns, [bookings], [waitlist], [rooms]] = await Promise.all([
    db
      .select({
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        relationship: childGuardians.relationship,
      })
      .from(childGuardians)
      .innerJoin(children, eq(children.id, childGuardians.childId))
      .where(eq(childGuardians.userId, userId))
      .orderBy(children.firstName),
    db
      .select({
        providerId: providers.id,
        businessName: providers.businessName,
        isListed: providers.isListed,
        isComplete: providers.isComplete,
      })
      .from(providers)
      .where(eq(providers.userId, userId))
      .limit(1),
    db
      .select({
        brand: creditCards.brand,
        last4: creditCards.last4,
        expMonth: creditCards.expMonth,
        expYear: creditCards.expYear,
        isDefault: creditCards.isDefault,
      })
      .from(creditCards)
      .where(eq(creditCards.userId, userId))
      .orderBy(desc(creditCards.isDefault), desc(creditCards.createdAt)),
    db
      .select({ startedAt: sql<Date>`min(${refreshTokens.createdAt})` })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId)
      .orderBy(desc(sql`min(${refreshTokens.createdAt})`))
      .limit(5),
    db
      .select({ n: count(), last: max(daycareOrders.createdAt) })
      .from(daycareOrders)
      .where(or(eq(daycareOrders.parentUserId, userId), inArray(daycareOrders.providerId, ownProviders))),
    db
      .select({ n: count() })
      .from(waitlistRequests)
      .innerJoin(childGuardians, eq(childGuardians.childId, waitlistRequests.childId))
      .where(eq(childGuardians.userId, userId)),
    db
      .select({ n: count() })
      .from(chatRooms)
      .where(or(eq(chatRooms.familyUserId, userId), inArray(chatRooms.providerId, ownProviders))),
  ]);
  await recordAudit(db, {
    actor: input.actor,
    action: 'user.view',
    targetType: 'user',
    targetId: userId,
    ip: input.ip,
  });
  return {
    ...toSummary(user),
    phoneNumber: user.phoneNumber,
    registrationComplete: user.registrationComplete,
    language: user.language,
    children: kids,
    business: business ?? null,
    cards,
    activity: {
      signIns: signIns.map((row) => new Date(row.startedAt).toISOString()),
      bookings: Number(bookings?.n ?? 0),
      lastBookingAt: bookings?.last ? new Date(bookings.last).toISOString() : null,
      waitlistEntries: Number(waitlist?.n ?? 0),
      chatRooms: Number(rooms?.n ?? 0),
    },
  };
}
