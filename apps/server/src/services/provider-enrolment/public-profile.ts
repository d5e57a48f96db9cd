import { and, eq } from 'drizzle-orm';
import { providerFavourites, users, type Database, type ProviderRow } from '@kinderly/db';
import {
  toPublicCoordinate,
  Role,
  todayIso,
  type CancellationOptionKey,
  type FamilyAmenities,
  type Gallery,
  type HomeSafety,
  type ProviderProfile,
  type ProviderTypeId,
} from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { readHolidays, readSpaces } from './availability.ts';
import { readActivatedBadges } from './badges.ts';
import { readGallery } from './gallery.ts';
import { readAgeGroups, readHours, readPrices } from './offer.ts';
import { readPolicies } from './policies-and-procedures.ts';
import { findVisibleProvider } from './provider-access.ts';

/**
 * The provider profile parents read (GET /api/providers/{id}). A home daycare is someone's home: the street, the
 * postal code and the exact point go only to the owner and the SuperAdmin; everyone else gets the city and
 * coordinates snapped to the public grid (toPublicCoordinate).
 */

/** The owner and the SuperAdmin see everything of a provider, listed or not. */
export const isPrivilegedReader = (actor: Actor, row: Pick<ProviderRow, 'userId'>) =>
  actor.role === Role.SuperAdmin || row.userId === actor.userId;

/** "Amina Okafor" -> "Amina O.": what parents learn of the person's name before booking. */
export function ownerNameOf(user: { firstName: string; lastName: string } | undefined): string {
  if (!user) return '';
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}

export async function readOwner(db: Database, row: ProviderRow) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, row.userId));
  return user;
}

/** Filled slots in slot order, as file urls. */
export const galleryUrls = (gallery: Gallery) =>
  [gallery.fileBackground_1, gallery.fileBackground_2, gallery.fileBackground_3, gallery.fileBackground_4].flatMap(
    (file) => (file ? [file.url] : []),
  );

/** From `from` (default today) to the same day a year later, excluded: the holidays a parent plans around. */
export function holidayWindow(from: string = todayIso()): { from: string; to: string } {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { from, to: end.toISOString().slice(0, 10) };
}

async function isFavourite(db: Database, userId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .select({ providerId: providerFavourites.providerId })
    .from(providerFavourites)
    .where(and(eq(providerFavourites.userId, userId), eq(providerFavourites.providerId, providerId)))
    .limit(1);
  return rows.length > 0;
}

/** The profile of a provider row the actor may see (the caller has checked that). */
export async function buildProviderProfile(db: Database, actor: Actor, row: ProviderRow): Promise<ProviderProfile> {
  const [owner, badges, ageGroups, spaces, hours, prices, holidays, policies, gallery, favourite] = await Promise.all([
    readOwner(db, row),
    readActivatedBadges(db, row.id),
    readAgeGroups(db, row.id),
    readSpaces(db, row.id),
    readHours(db, row.id),
    readPrices(db, row.id),
    readHolidays(db, row.id, holidayWindow()),
    readPolicies(db, row.id),
    readGallery(db, row),
    isFavourite(db, actor.userId, row.id),
  ]);
  const exact = isPrivilegedReader(actor, row);
  const spacesOf = new Map(spaces.availableSpaces.map((space) => [space.ageGroupId, space.spaces]));
  const daily = prices.prices.filter((price) => price.unit === 'daily').map((price) => price.amountCents);
  const pictures = galleryUrls(gallery);
  const ownerName = ownerNameOf(owner);
  const coordinate = (value: number | null) => (value === null || exact ? value : toPublicCoordinate(value));
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.businessName || ownerName,
    ownerName,
    providerType: row.providerType as ProviderTypeId | null,
    licenceNumber: row.licenceNumber,
    area: { neighbourhood: null, city: row.city, province: row.province },
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    exactLocation: exact
      ? {
          street: row.street,
          unit: row.unit || null,
          city: row.city,
          province: row.province,
          postalCode: row.postalCode,
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : null,
    programStatement: row.programStatement,
    badges,
    insuranceActivate: row.insuranceActivate,
    familyAmenities: (row.familyAmenities ?? []) as FamilyAmenities['amenities'],
    otherAmenities: row.otherAmenities || null,
    safetyItems: (row.safetyItems ?? []) as HomeSafety['safetyItems'],
    emergencyPlan: row.emergencyPlan || null,
    otherSafety: row.otherSafety || null,
    hasPets: row.hasPets,
    anyoneSmokes: row.anyoneSmokes,
    ageGroups: ageGroups.ageGroupIds.map((ageGroupId) => ({ ageGroupId, spaces: spacesOf.get(ageGroupId) ?? 0 })),
    careTypes: prices.prices.map((price) => price.careTypeId),
    prices: prices.prices,
    dailyPriceCents: daily.length ? Math.min(...daily) : null,
    hoursOfBusiness: hours.hoursOfBusiness,
    holidays: holidays.holidays,
    startDate: row.startDate,
    cancellationOption: row.cancellationOption as CancellationOptionKey | null,
    withApprovalRequest: row.withApprovalRequest,
    policies: policies.policies.filter((policy) => policy.checked),
    gallery: pictures,
    photoUrl: pictures[0] ?? null,
    favourite,
    isListed: row.isListed,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/providers/{id}: a listed provider for anyone signed in; an unlisted one for its owner and the SuperAdmin. */
export async function getProviderProfile({
  db,
  actor,
  providerId,
}: {
  db: Database;
  actor: Actor;
  providerId: string;
}): Promise<{ data: ProviderProfile }> {
  const row = await findVisibleProvider(db, actor, providerId);
  return { data: await buildProviderProfile(db, actor, row) };
}
