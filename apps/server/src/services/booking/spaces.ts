import { sql } from 'drizzle-orm';
import { providerAvailableSpaces, providerDaySpaces, type Database } from '@kinderly/db';

export interface SpaceKey {
  providerId: string;
  careDate: string;
  ageGroupId: number;
}

/**
 * Takes one space of the provider's day for the age group, or answers false when the day is full. One statement:
 * the insert or the increment happens only while `taken` is below the provider's spaces, and the row's lock makes
 * concurrent bookings of the same day wait for each other, so no day is ever overbooked (a test races it).
 */
export async function takeSpace(tx: Database, key: SpaceKey): Promise<boolean> {
  const spaces = sql`(select ${providerAvailableSpaces.spaces} from ${providerAvailableSpaces}
    where ${providerAvailableSpaces.providerId} = ${key.providerId}::uuid and ${providerAvailableSpaces.ageGroupId} = ${key.ageGroupId})`;
  const result = await tx.execute(sql`
    insert into ${providerDaySpaces} (provider_id, care_date, age_group_id, taken)
    select ${key.providerId}::uuid, ${key.careDate}::date, ${key.ageGroupId}, 1 where coalesce(${spaces}, 0) >= 1
    on conflict (provider_id, care_date, age_group_id)
    do update set taken = ${providerDaySpaces}.taken + 1 where ${providerDaySpaces}.taken < coalesce(${spaces}, 0)
    returning taken`);
  return rowsOf(result).length === 1;
}

/** Gives a space back when an order that held it ends (refused, cancelled, expired). */
export async function releaseSpace(tx: Database, key: SpaceKey): Promise<void> {
  await tx.execute(sql`
    update ${providerDaySpaces} set taken = taken - 1
    where provider_id = ${key.providerId}::uuid and care_date = ${key.careDate}::date
      and age_group_id = ${key.ageGroupId} and taken > 0`);
}

/** Spaces left per local date for one age group between two dates (for the booking calendar). */
export async function spacesLeft(
  db: Database,
  providerId: string,
  ageGroupId: number,
  from: string,
  to: string,
): Promise<{ spaces: number; taken: Map<string, number> }> {
  const [capacity] = rowsOf<{ spaces: number }>(
    await db.execute(sql`select spaces from ${providerAvailableSpaces}
      where provider_id = ${providerId}::uuid and age_group_id = ${ageGroupId}`),
  );
  const rows = rowsOf<{ care_date: string; taken: number }>(
    await db.execute(sql`select care_date::text as care_date, taken from ${providerDaySpaces}
      where provider_id = ${providerId}::uuid and age_group_id = ${ageGroupId}
        and care_date between ${from}::date and ${to}::date`),
  );
  return { spaces: capacity?.spaces ?? 0, taken: new Map(rows.map((r) => [r.care_date, Number(r.taken)])) };
}

export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
