import { sql } from 'drizzle-orm';
import { Role } from '@kinderly/shared';
import type { Database } from '../client.ts';
import { hashPassword } from '../password.ts';

const FIRST = [
  'Camille',
  'Léa',
  'Noah',
  'Maya',
  'Liam',
  'Chloé',
  'Olivia',
  'Félix',
  'Emma',
  'William',
  'Zoé',
  'Nathan',
];
const LAST = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Smith',
  'Singh',
  'Chen',
  'Nguyen',
  'Patel',
  'Brown',
  'Wilson',
];

/**
 * `db:seed -- --users N`: N more accounts for the administrator's list (issue 18's bench), in one statement per
 * 10,000: names mixed from short lists (so a search finds many), one in eight a nanny, one in sixteen a provider,
 * one in twenty with the e-mail not confirmed, spread over the last two years. They share one password hash.
 */
export async function seedBulkUsers(db: Database, count: number, password: string): Promise<number> {
  const hash = await hashPassword(password);
  const first = sql.raw(`array[${FIRST.map((name) => `'${name}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((name) => `'${name}'`).join(',')}]`);
  const batch = 10_000;
  // Constants, written into the statement as numbers (a bound parameter would be text).
  const role = sql.raw(
    `case when i % 16 = 0 then ${Role.HomeProvider} when i % 8 = 0 then ${Role.Nanny} else ${Role.Parent} end`,
  );
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      insert into users (user_name, first_name, last_name, email, password_hash, email_confirmed, roles, "current_role",
        registration_complete, referral_token, created_at)
      select 'bulk-' || i, (${first})[1 + i % ${sql.raw(String(FIRST.length))}], (${last})[1 + (i / ${sql.raw(String(FIRST.length))}) % ${sql.raw(String(LAST.length))}],
        'bulk-' || i || '@kinderly.example', ${hash}, i % 20 <> 0,
        array[${role}], ${role},
        true, 'bulk-' || md5(i::text), now() - (i * 631 % (730 * 24 * 3600)) * interval '1 second'
      from generate_series(${start}::int, ${end}::int) as i
      on conflict do nothing`);
  }
  return count;
}
