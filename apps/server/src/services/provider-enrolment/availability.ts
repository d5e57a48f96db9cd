import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { providerAvailableSpaces, providerHolidays, type Database } from '@kinderly/db';
import type { AgeGroupId, AvailabilitySettings, AvailableSpaces, Holidays } from '@kinderly/shared';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep, lockProvider } from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/** availability-settings and the stand-alone available spaces and holidays pages. */

export async function readSpaces(db: Database, providerId: string): Promise<AvailableSpaces> {
  const rows = await db
    .select()
    .from(providerAvailableSpaces)
    .where(eq(providerAvailableSpaces.providerId, providerId))
    .orderBy(asc(providerAvailableSpaces.ageGroupId));
  return { availableSpaces: rows.map((row) => ({ ageGroupId: row.ageGroupId as AgeGroupId, spaces: row.spaces })) };
}

/** The provider's days closed, all of them or those from `from` (included) to `to` (excluded), YYYY-MM-DD. */
export async function readHolidays(
  db: Database,
  providerId: string,
  range?: { from: string; to: string },
): Promise<Holidays> {
  const rows = await db
    .select()
    .from(providerHolidays)
    .where(
      and(
        eq(providerHolidays.providerId, providerId),
        range ? gte(providerHolidays.date, range.from) : undefined,
        range ? lt(providerHolidays.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(providerHolidays.date));
  return { holidays: rows.map((row) => ({ date: row.date, name: row.name })) };
}

async function replaceSpaces(tx: Database, providerId: string, input: AvailableSpaces) {
  await tx.delete(providerAvailableSpaces).where(eq(providerAvailableSpaces.providerId, providerId));
  if (input.availableSpaces.length)
    await tx.insert(providerAvailableSpaces).values(input.availableSpaces.map((space) => ({ providerId, ...space })));
}

async function replaceHolidays(tx: Database, providerId: string, input: Holidays) {
  await tx.delete(providerHolidays).where(eq(providerHolidays.providerId, providerId));
  if (input.holidays.length)
    await tx.insert(providerHolidays).values(input.holidays.map((holiday) => ({ providerId, ...holiday })));
}

export async function getAvailabilitySettings(
  context: ProviderContext,
): Promise<{ data: AvailabilitySettings | null }> {
  const row = await resolveOwnedProvider(context);
  if (!isStepCompleted(row, 'availability-settings') || !row.startDate) return { data: null };
  return {
    data: {
      startDate: row.startDate,
      ...(await readSpaces(context.db, row.id)),
      ...(await readHolidays(context.db, row.id)),
    },
  };
}

export async function saveAvailabilitySettings(context: ProviderContext, input: AvailabilitySettings) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await replaceSpaces(tx, provider.id, input);
    await replaceHolidays(tx, provider.id, input);
    return updateProviderAndStep(tx, provider.id, { startDate: input.startDate }, 'availability-settings');
  });
  const data = {
    startDate: row.startDate!,
    ...(await readSpaces(context.db, row.id)),
    ...(await readHolidays(context.db, row.id)),
  };
  return { data, enrollmentSteps: enrollmentStepsOf(row) };
}

/** Stand-alone pages: they change only their part and do not complete step 10 (that also needs the start date). */
export async function getAvailableSpaces(context: ProviderContext): Promise<{ data: AvailableSpaces }> {
  const row = await resolveOwnedProvider(context);
  return { data: await readSpaces(context.db, row.id) };
}

export async function saveAvailableSpaces(context: ProviderContext, input: AvailableSpaces) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await replaceSpaces(tx, provider.id, input);
    return updateProviderAndStep(tx, provider.id, {}, null);
  });
  return { data: await readSpaces(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}

export async function getHolidays(context: ProviderContext): Promise<{ data: Holidays }> {
  const row = await resolveOwnedProvider(context);
  return { data: await readHolidays(context.db, row.id) };
}

export async function saveHolidays(context: ProviderContext, input: Holidays) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    await replaceHolidays(tx, provider.id, input);
    return updateProviderAndStep(tx, provider.id, {}, null);
  });
  return { data: await readHolidays(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}
