import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { childAddresses, childGuardians, children, users, waitlistPurchases, type Database } from '@kinderly/db';
import {
  ageGroupIdFor,
  CHILD_ENROLLED_STEPS,
  Role,
  type ParentRecord,
  type Subscription,
  type WaitlistChild,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { allowanceOf } from './purchases.ts';

// SPEC section 7's "children", "parents" and "users/{email}/subscriptions", as the waitlist pages need them.

/** GET /api/children: the enrolled children the actor is an accepted guardian of, oldest enrolment first. */
export async function listWaitlistChildren({ db, actor }: { db: Database; actor: Actor }): Promise<WaitlistChild[]> {
  const rows = await db
    .select({ child: children, address: childAddresses })
    .from(childGuardians)
    .innerJoin(children, eq(children.id, childGuardians.childId))
    .leftJoin(childAddresses, eq(childAddresses.childId, children.id))
    .where(
      and(
        eq(childGuardians.userId, actor.userId),
        eq(childGuardians.accepted, true),
        gte(children.enrollmentStepsCompleted, CHILD_ENROLLED_STEPS),
      ),
    )
    .orderBy(asc(children.createdAt), asc(children.id));
  return Promise.all(
    rows.map(async ({ child, address }) => {
      const allowance = await allowanceOf(db, actor.userId, child.id);
      return {
        id: child.id,
        firstName: child.firstName,
        ageGroupId: ageGroupIdFor(child.dateOfBirth),
        homeAddressSameAsParent: child.homeAddressSameAsParent,
        childAddress: address
          ? {
              street: address.street,
              city: address.city,
              province: address.province,
              country: address.country,
              postalCode: address.postalCode,
            }
          : null,
        activeEntries: allowance.used,
        allowance: {
          free: allowance.free,
          purchased: allowance.purchased,
          limit: allowance.limit,
          used: allowance.used,
        },
      };
    }),
  );
}

/**
 * GET /api/parents: the signed-in parent's own record. Co-parents are not listed: their phone and address are
 * theirs to share, and no waitlist page needs them.
 */
export async function listParents({ db, actor }: { db: Database; actor: Actor }): Promise<ParentRecord[]> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) return [];
  return [
    {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      address: user.address,
      location:
        user.latitude != null && user.longitude != null ? { latitude: user.latitude, longitude: user.longitude } : null,
    },
  ];
}

/**
 * GET /api/users/{email}/subscriptions: the waitlist packs the user bought, newest first. Another user's e-mail is
 * 404 (whether or not it exists), except for the SuperAdmin.
 */
export async function listSubscriptions({
  db,
  actor,
  email,
}: {
  db: Database;
  actor: Actor;
  email: string;
}): Promise<Subscription[]> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user || (user.id !== actor.userId && actor.role !== Role.SuperAdmin)) {
    throw AppError.notFound('User not found.');
  }
  const rows = await db
    .select({ purchase: waitlistPurchases, childFirstName: children.firstName })
    .from(waitlistPurchases)
    .innerJoin(children, eq(children.id, waitlistPurchases.childId))
    .where(eq(waitlistPurchases.userId, user.id))
    .orderBy(desc(waitlistPurchases.createdAt), desc(waitlistPurchases.id));
  return rows.map(({ purchase, childFirstName }) => ({
    purchaseId: purchase.id,
    childId: purchase.childId,
    childFirstName,
    entries: purchase.entries,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    status: purchase.status,
    createdAt: purchase.createdAt.toISOString(),
  }));
}
