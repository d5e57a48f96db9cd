import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  createHomeProvider,
  createParent,
  createProvider,
  createSuperAdmin,
  providerFavourites,
  providerPolicies,
  users,
  type Database,
  type ProviderRow,
} from '@kinderly/db';
import { todayIso } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';

/** Shared pieces of the provider profile API tests (providers-*.test.ts). */

export type Headers = Record<string, string>;

/** YYYY-MM-DD `days` after today (UTC, as the server counts). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day next year: the first day outside the holiday window. */
export function oneYearFromToday(): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** A home address precise enough that its rounded form is plainly different. */
export const HOME = {
  street: '57 Wychwood Avenue',
  unit: '2',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M6G 2X3',
  latitude: 43.681234,
  longitude: -79.421987,
};

export const HOLIDAYS = () => [
  { date: daysFromToday(-1), name: 'Yesterday off' },
  { date: daysFromToday(0), name: 'Today off' },
  { date: daysFromToday(200), name: 'Later off' },
  { date: oneYearFromToday(), name: 'A year from now' },
];

async function signInAs(app: FastifyInstance, db: Database, userId: string): Promise<Headers> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return bearer(await loginAs(app, user!));
}

export interface ProfileWorld {
  listed: ProviderRow;
  unlisted: ProviderRow;
  owner: Headers;
  unlistedOwner: Headers;
  otherProvider: Headers;
  parent: Headers;
  admin: Headers;
  parentUserId: string;
}

/**
 * A listed provider (every step, Amina Okafor's home at HOME, holidays around today, every policy ticked but the
 * screen time one, 8), an unlisted one (a few steps), another home provider, a parent who marked the listed one
 * favourite, and the SuperAdmin.
 */
export async function profileWorld(app: FastifyInstance, db: Database): Promise<ProfileWorld> {
  const listed = await createProvider(db, {
    complete: true,
    user: { firstName: 'Amina', lastName: 'okafor' },
    ...HOME,
    holidays: HOLIDAYS(),
  });
  await db
    .update(providerPolicies)
    .set({ checked: false })
    .where(and(eq(providerPolicies.providerId, listed.id), eq(providerPolicies.policyId, 8)));
  const unlisted = await createProvider(db, {
    completedSteps: ['property-and-guests', 'program-statement'],
    businessName: 'Not Ready Yet Daycare',
    household: {
      propertyType: 'apartment',
      householdMembers: [],
      hasPets: false,
      petsDescription: '',
      anyoneSmokes: false,
      smokingDetails: '',
      visitorsFrequency: 'never',
      visitorsDescription: '',
    },
    hasPets: false,
    anyoneSmokes: false,
    ...HOME,
  });
  const parentUser = await createParent(db);
  await db.insert(providerFavourites).values({ userId: parentUser.id, providerId: listed.id });
  return {
    listed,
    unlisted,
    owner: await signInAs(app, db, listed.userId),
    unlistedOwner: await signInAs(app, db, unlisted.userId),
    otherProvider: bearer(await loginAs(app, await createHomeProvider(db))),
    parent: bearer(await loginAs(app, parentUser)),
    admin: bearer(await loginAs(app, await createSuperAdmin(db))),
    parentUserId: parentUser.id,
  };
}

/** Text that would give away where the provider lives, none of which a parent's answer may contain. */
export const PRIVATE_TEXT = ['Wychwood', 'M6G', '2X3', '43.681234', '79.421987', '43.68123', '79.42199'];
