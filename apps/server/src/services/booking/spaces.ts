import { sql, type SQL } from 'drizzle-orm';
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

/**
 * `takeSpace` for every day of one booking call at once: each distinct (provider, date, age group) takes as many
 * spaces as the call has orders for it, in one conditional upsert (rows in key order, so two calls lock shared days
 * in the same order). Answers the keys that got no space (their day is full); the caller rolls back then.
 */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function takeSpaces(tx: Database, keys: SpaceKey[]): Promise<SpaceKey[]> {
  const wanted = new Map<string, SpaceKey & { count: number }>();
  for (const key of keys) {
    const id = `${key.providerId}|${key.careDate}|${key.ageGroupId}`;
    const entry = wanted.get(id) ?? { ...key, count: 0 };
    entry.count += 1;
    wanted.set(id, entry);
  }
  const rows = [...wanted.values()].sort(
    (a, b) => cmp(a.providerId, b.providerId) || cmp(a.careDate, b.careDate) || a.ageGroupId - b.ageGroupId,
  );
  const values = sql.join(
    rows.map((r) => sql`(${r.providerId}::uuid, ${r.careDate}::date, ${r.ageGroupId}::int, ${r.count}::int)`),
    sql`, `,
  );
  const capacity = (providerId: SQL, ageGroupId: SQL) => sql`coalesce((select ${providerAvailableSpaces.spaces}
    from ${providerAvailableSpaces} where ${providerAvailableSpaces.providerId} = ${providerId}
      and ${providerAvailableSpaces.ageGroupId} = ${ageGroupId}), 0)`;
  const result = await tx.execute(sql`
    insert into ${providerDaySpaces} (provider_id, care_date, age_group_id, taken)
    select w.provider_id, w.care_date, w.age_group_id, w.n
    from (values ${values}) as w(provider_id, care_date, age_group_id, n)
    where ${capacity(sql`w.provider_id`, sql`w.age_group_id`)} >= w.n
    order by w.provider_id, w.care_date, w.age_group_id
    on conflict (provider_id, care_date, age_group_id)
    do update set taken = ${providerDaySpaces}.taken + excluded.taken
      where ${providerDaySpaces}.taken + excluded.taken <= ${capacity(sql`excluded.provider_id`, sql`excluded.age_group_id`)}
    returning provider_id::text as provider_id, care_date::text as care_date, age_group_id`);
  const got = new Set(
    rowsOf<{ provider_id: string; care_date: string; age_group_id: number }>(result).map(
      (r) => `${r.provider_id}|${r.care_date}|${Number(r.age_group_id)}`,
    ),
  );
  return rows.filter((r) => !got.has(`${r.providerId}|${r.careDate}|${r.ageGroupId}`));
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
