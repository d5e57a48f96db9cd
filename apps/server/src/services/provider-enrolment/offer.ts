import { asc, eq } from 'drizzle-orm';
import { providerAgeGroups, providerHours, providerPrices, type Database } from '@kinderly/db';
import {
  PRICE_CURRENCY,
  WEEKDAYS,
  type AcceptedAgeGroups,
  type AgeGroupId,
  type BusinessDay,
  type CareTypeId,
  type HoursOfBusiness,
  type PriceUnit,
  type Prices,
} from '@kinderly/shared';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep, lockProvider } from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/** What the provider offers: accepted age groups, hours of business and prices, each a child table. */

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function readAgeGroups(db: Database, providerId: string): Promise<AcceptedAgeGroups> {
  const rows = await db
    .select()
    .from(providerAgeGroups)
    .where(eq(providerAgeGroups.providerId, providerId))
    .orderBy(asc(providerAgeGroups.ageGroupId));
  return { ageGroupIds: rows.map((row) => row.ageGroupId as AgeGroupId) };
}

/** All seven weekdays: the stored open days, the others closed. */
export async function readHours(db: Database, providerId: string): Promise<HoursOfBusiness> {
  const rows = await db.select().from(providerHours).where(eq(providerHours.providerId, providerId));
  const byDay = new Map(rows.map((row) => [row.weekday, row]));
  return {
    hoursOfBusiness: WEEKDAYS.map((weekday): BusinessDay => {
      const row = byDay.get(weekday);
      return row
        ? { weekday, isOpen: true, openTime: toTime(row.openMinute), closeTime: toTime(row.closeMinute) }
        : { weekday, isOpen: false, openTime: null, closeTime: null };
    }),
  };
}

export async function readPrices(db: Database, providerId: string): Promise<Prices> {
  const rows = await db
    .select()
    .from(providerPrices)
    .where(eq(providerPrices.providerId, providerId))
    .orderBy(asc(providerPrices.careTypeId));
  return {
    prices: rows.map((row) => ({
      careTypeId: row.careTypeId as CareTypeId,
      unit: row.unit as PriceUnit,
      amountCents: row.amountCents,
    })),
    currency: PRICE_CURRENCY,
  };
}

export async function getAcceptedAgeGroups(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: isStepCompleted(row, 'children-requirements') ? await readAgeGroups(context.db, row.id) : null };
}

export async function saveAcceptedAgeGroups(context: ProviderContext, input: AcceptedAgeGroups) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await tx.delete(providerAgeGroups).where(eq(providerAgeGroups.providerId, provider.id));
    await tx
      .insert(providerAgeGroups)
      .values(input.ageGroupIds.map((ageGroupId) => ({ providerId: provider.id, ageGroupId })));
    return updateProviderAndStep(tx, provider.id, {}, 'children-requirements');
  });
  return { data: await readAgeGroups(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}

export async function getHoursOfBusiness(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: isStepCompleted(row, 'hours-of-business') ? await readHours(context.db, row.id) : null };
}

export async function saveHoursOfBusiness(context: ProviderContext, input: HoursOfBusiness) {
  const provider = await resolveOwnedProvider(context);
  const openDays = input.hoursOfBusiness.filter((day) => day.isOpen && day.openTime && day.closeTime);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await tx.delete(providerHours).where(eq(providerHours.providerId, provider.id));
    await tx.insert(providerHours).values(
      openDays.map((day) => ({
        providerId: provider.id,
        weekday: day.weekday,
        openMinute: toMinutes(day.openTime!),
        closeMinute: toMinutes(day.closeTime!),
      })),
    );
    return updateProviderAndStep(tx, provider.id, {}, 'hours-of-business');
  });
  return { data: await readHours(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}

export async function getPrices(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: isStepCompleted(row, 'prices') ? await readPrices(context.db, row.id) : null };
}

export async function savePrices(context: ProviderContext, input: Prices) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await tx.delete(providerPrices).where(eq(providerPrices.providerId, provider.id));
    await tx.insert(providerPrices).values(input.prices.map((price) => ({ providerId: provider.id, ...price })));
    return updateProviderAndStep(tx, provider.id, {}, 'prices');
  });
  return { data: await readPrices(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}
