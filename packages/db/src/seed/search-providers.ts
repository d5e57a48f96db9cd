import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CANCELLATION_OPTION_KEYS,
  FAMILY_AMENITIES,
  HOME_SAFETY_ITEMS,
  PROVIDER_ENROLMENT_STEP_SLUGS,
  Role,
  STANDARD_POLICIES,
} from '@kinderly/shared';
import type { Database } from '../client.ts';
import { hashPassword } from '../password.ts';
import { bulkInsert, columnsOf } from './bulk-insert.ts';
import { POSTAL_PREFIX, SEED_CITIES } from './canadian-cities.ts';

/**
 * `npm run db:seed -- --providers N`: N listed home providers spread over Canadian cities, for search at scale
 * and the bench. Provider `i` is always the same (a PRNG seeded with `i`), whatever N: its e-mail is
 * `search-provider-<i>@kinderly.example`, and one that exists is left alone, so running the seed again, or with a
 * larger N, only adds the missing ones. Each has every row search reads and a verified sandbox payout account,
 * as the demo providers do (factories/providers.ts).
 */

/** Providers lie uniformly in a disc of this radius around their city. */
export const SEED_JITTER_KM = 15;
const BATCH_SIZE = 1000;

/** mulberry32: small, fast, and the same sequence everywhere for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Amira',
  'Benoît',
  'Chloé',
  'Daniela',
  'Elena',
  'Fatima',
  'Grace',
  'Hana',
  'Isabelle',
  'Jasmine',
  'Kavya',
  'Léa',
  'Maya',
  'Nadia',
  'Olivia',
  'Priya',
  'Rosa',
  'Sofia',
  'Tanya',
  'Yasmin',
];
const LAST_NAMES = [
  'Tremblay',
  'Singh',
  'Nguyen',
  'Martin',
  'Smith',
  'Gagnon',
  'Li',
  'Roy',
  'Brown',
  'Côté',
  'Wilson',
  'Patel',
  'Bouchard',
  'MacDonald',
  'Kim',
  'Lavoie',
  'Ahmed',
  'Campbell',
  'Fortin',
  'Wong',
];
const NAME_WORDS = [
  'Maple',
  'Little Acorns',
  'Sunny Days',
  'Busy Bees',
  'Tiny Steps',
  'Rainbow',
  'Bright Stars',
  'Puddle Jumpers',
  'Willow',
  'Cozy Nest',
  'Happy Hearts',
  'Northern Lights',
];
const NAME_KINDS = ['Home Daycare', 'Childcare', 'Playhouse', 'Family Care', 'Early Learning'];
const STREETS = [
  'Maple Avenue',
  'King Street',
  'Queen Street',
  'Elm Drive',
  'Rue Principale',
  'Main Street',
  'Park Road',
  'Oak Crescent',
  'Lakeshore Road',
  'Church Street',
];
const START_DATES = ['2026-08-17', '2026-09-01', '2026-09-08', '2026-10-05', '2027-01-04'];
const ACCEPT_ODDS: [number, number][] = [
  [14, 0.45],
  [15, 0.6],
  [16, 0.6],
  [17, 0.3],
  [18, 0.2],
  [19, 0.15],
];
const KM_PER_DEGREE = 111.32;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, low: number, high: number, step = 1) =>
  low + step * Math.floor((random() * (high - low)) / step + 0.5);
/** A PostgreSQL array literal of text, for a value that travels as text and is cast to text[]. */
const textArray = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export interface SeedProvider {
  index: number;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'fr';
  providerType: 11 | 12 | 13;
  businessName: string;
  programStatement: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  startDate: string;
  withApprovalRequest: boolean;
  cancellationOption: string;
  amenities: string[];
  ageGroups: { ageGroupId: number; spaces: number }[];
  hours: { weekday: number; openMinute: number; closeMinute: number }[];
  prices: { careTypeId: number; unit: 'daily' | 'hourly'; amountCents: number }[];
  badges: { name: string; activate: boolean }[];
}

/** Provider `index` (from 1) of the search seed; a pure function of the index. */
export function searchSeedProvider(index: number): SeedProvider {
  const random = seededRandom(Math.imul(index, 0x9e3779b1) ^ 0x5eed);
  const city = pick(random, SEED_CITIES);
  const radius = SEED_JITTER_KM * Math.sqrt(random());
  const angle = 2 * Math.PI * random();
  const latitude = city.latitude + (radius * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude =
    city.longitude + (radius * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  const typeRoll = random();
  const providerType = typeRoll < 0.45 ? 11 : typeRoll < 0.9 ? 12 : 13;
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const businessName = `${pick(random, NAME_WORDS)} ${pick(random, NAME_KINDS)}`;
  const language = city.province === 'QC' ? 'fr' : 'en';
  const accepted = ACCEPT_ODDS.filter(([, odds]) => random() < odds).map(([id]) => id);
  const ageGroups = (accepted.length ? accepted : [15]).map((ageGroupId) => ({
    ageGroupId,
    spaces: Math.floor(random() * 5),
  }));
  const open = between(random, 390, 480, 15);
  const close = between(random, 1020, 1110, 15);
  const weekdays = [1, 2, 3, 4, 5, ...(random() < 0.15 ? [6] : []), ...(random() < 0.05 ? [7] : [])];
  const prices: SeedProvider['prices'] = [];
  if (random() < 0.95) prices.push({ careTypeId: 21, unit: 'daily', amountCents: between(random, 4000, 8000, 100) });
  if (random() < 0.1) prices.push({ careTypeId: 22, unit: 'hourly', amountCents: between(random, 1500, 2500, 50) });
  if (random() < 0.1) prices.push({ careTypeId: 23, unit: 'daily', amountCents: between(random, 5000, 9000, 100) });
  if (random() < 0.3) prices.push({ careTypeId: 24, unit: 'daily', amountCents: between(random, 1500, 3500, 100) });
  if (random() < 0.3) prices.push({ careTypeId: 26, unit: 'hourly', amountCents: between(random, 1200, 2500, 50) });
  if (random() < 0.05) prices.push({ careTypeId: 28, unit: 'daily', amountCents: between(random, 6000, 9500, 100) });
  if (prices.length === 0) prices.push({ careTypeId: 21, unit: 'daily', amountCents: 5500 });
  const number = String(index).padStart(6, '0');
  return {
    index,
    email: `search-provider-${number}@kinderly.example`,
    userName: `search.provider.${number}`,
    firstName,
    lastName,
    language,
    providerType,
    businessName,
    programStatement:
      language === 'fr'
        ? `${businessName} accueille les enfants à ${city.name} : jeu libre, histoires, bricolage et sorties au parc chaque jour.`
        : `${businessName} welcomes children in ${city.name}: free play, stories, art and a daily trip to the park.`,
    street: `${between(random, 1, 399)} ${pick(random, STREETS)}`,
    city: city.name,
    province: city.province,
    postalCode: `${POSTAL_PREFIX[city.province]}${between(random, 1, 9)}${pick(random, ['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'W', 'X', 'Y'])} ${between(random, 1, 9)}${pick(random, ['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M'])}${between(random, 1, 9)}`,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    startDate: pick(random, START_DATES),
    withApprovalRequest: random() < 0.6,
    cancellationOption: pick(random, CANCELLATION_OPTION_KEYS),
    amenities: FAMILY_AMENITIES.filter(() => random() < 0.4),
    ageGroups,
    hours: weekdays.map((weekday) => ({ weekday, openMinute: open, closeMinute: close })),
    prices,
    badges: [
      { name: 'firstAid', activate: random() < 0.9 },
      { name: 'cprInfant', activate: random() < 0.8 },
      ...(providerType === 11 ? [{ name: 'ece', activate: random() < 0.7 }] : []),
      ...(random() < 0.4 ? [{ name: 'foodHandlerPermit', activate: random() < 0.5 }] : []),
      { name: 'vulnerableSector', activate: false },
    ],
  };
}

const HOUSEHOLD = JSON.stringify({
  propertyType: 'house',
  householdMembers: [{ relationship: 'spouse', age: 40 }],
  hasPets: false,
  petsDescription: '',
  anyoneSmokes: false,
  smokingDetails: '',
  visitorsFrequency: 'rarely',
  visitorsDescription: 'Grandparents visit some afternoons.',
});
const NOTIFICATIONS = JSON.stringify({
  emailOnBookingRequest: true,
  emailOnBookingCancelled: true,
  emailOnNewMessage: true,
  emailOnWaitlistRequest: true,
  emailOnPayment: true,
  pushNotifications: true,
  smsNotifications: false,
});
const SAFETY = textArray(HOME_SAFETY_ITEMS.slice(0, 8));
const STEPS = textArray(PROVIDER_ENROLMENT_STEP_SLUGS);

const col = (name: string, type: string, values: readonly unknown[], cast?: string) => ({ name, type, values, cast });

/** Inserts one batch in one transaction; answers how many were new. */
async function insertBatch(db: Database, batch: SeedProvider[], passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const inserted = await bulkInsert<{ id: string; email: string }>(
      database,
      'users',
      columnsOf(batch, [
        ['user_name', 'text', (p) => p.userName],
        ['first_name', 'text', (p) => p.firstName],
        ['last_name', 'text', (p) => p.lastName],
        ['email', 'text', (p) => p.email],
        ['password_hash', 'text', () => passwordHash],
        ['email_confirmed', 'bool', () => true],
        ['registration_complete', 'bool', () => true],
        ['roles', 'text', () => `{${Role.HomeProvider}}`, '::int[]'],
        ['current_role', 'int', () => Role.HomeProvider],
        ['referral_token', 'text', () => randomBytes(12).toString('base64url')],
        ['language', 'text', (p) => p.language],
        ['latitude', 'float8', (p) => p.latitude],
        ['longitude', 'float8', (p) => p.longitude],
        ['address', 'text', (p) => `${p.street}, ${p.city}, Canada`],
      ]),
      sql`on conflict do nothing returning id, email`,
    );
    if (inserted.length === 0) return 0;
    const userIdOf = new Map(inserted.map((row) => [row.email, row.id]));
    const fresh = batch.filter((p) => userIdOf.has(p.email));
    const userIds = fresh.map((p) => userIdOf.get(p.email)!);
    const providerRows = await bulkInsert<{ id: string; user_id: string }>(
      database,
      'providers',
      [
        col('user_id', 'uuid', userIds),
        col(
          'provider_type',
          'int',
          fresh.map((p) => p.providerType),
        ),
        col(
          'business_name',
          'text',
          fresh.map((p) => p.businessName),
        ),
        col(
          'licence_number',
          'text',
          fresh.map((p) => (p.providerType === 11 ? `${p.province}-HCC-${100000 + p.index}` : null)),
        ),
        col(
          'program_statement',
          'text',
          fresh.map((p) => p.programStatement),
        ),
        col(
          'household',
          'text',
          fresh.map(() => HOUSEHOLD),
          '::jsonb',
        ),
        col(
          'has_pets',
          'bool',
          fresh.map(() => false),
        ),
        col(
          'anyone_smokes',
          'bool',
          fresh.map(() => false),
        ),
        col(
          'family_amenities',
          'text',
          fresh.map((p) => textArray(p.amenities)),
          '::text[]',
        ),
        col(
          'safety_items',
          'text',
          fresh.map(() => SAFETY),
          '::text[]',
        ),
        col(
          'street',
          'text',
          fresh.map((p) => p.street),
        ),
        col(
          'city',
          'text',
          fresh.map((p) => p.city),
        ),
        col(
          'province',
          'text',
          fresh.map((p) => p.province),
        ),
        col(
          'postal_code',
          'text',
          fresh.map((p) => p.postalCode),
        ),
        col(
          'latitude',
          'float8',
          fresh.map((p) => p.latitude),
        ),
        col(
          'longitude',
          'float8',
          fresh.map((p) => p.longitude),
        ),
        col(
          'is_geolocation_shared',
          'bool',
          fresh.map(() => false),
        ),
        col(
          'with_approval_request',
          'bool',
          fresh.map((p) => p.withApprovalRequest),
        ),
        col(
          'start_date',
          'date',
          fresh.map((p) => p.startDate),
        ),
        col(
          'cancellation_option',
          'text',
          fresh.map((p) => p.cancellationOption),
        ),
        col(
          'notifications',
          'text',
          fresh.map(() => NOTIFICATIONS),
          '::jsonb',
        ),
        col(
          'connected_account_returned_at',
          'timestamptz',
          fresh.map(() => new Date().toISOString()),
        ),
        col(
          'completed_steps',
          'text',
          fresh.map(() => STEPS),
          '::text[]',
        ),
        col(
          'is_listed',
          'bool',
          fresh.map(() => true),
        ),
        col(
          'is_complete',
          'bool',
          fresh.map(() => true),
        ),
      ],
      sql`returning id, user_id`,
    );
    const providerIdOf = new Map(providerRows.map((row) => [row.user_id, row.id]));
    const ids = userIds.map((userId) => providerIdOf.get(userId)!);
    const each = <T>(of: (p: SeedProvider) => readonly T[]) =>
      fresh.flatMap((p, position) => of(p).map((item) => ({ providerId: ids[position]!, item })));
    const ages = each((p) => p.ageGroups);
    await bulkInsert(
      database,
      'provider_age_groups',
      columnsOf(ages, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['age_group_id', 'int', (row) => row.item.ageGroupId],
      ]),
    );
    await bulkInsert(
      database,
      'provider_available_spaces',
      columnsOf(ages, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['age_group_id', 'int', (row) => row.item.ageGroupId],
        ['spaces', 'int', (row) => row.item.spaces],
      ]),
    );
    const hours = each((p) => p.hours);
    await bulkInsert(
      database,
      'provider_hours',
      columnsOf(hours, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['weekday', 'int', (row) => row.item.weekday],
        ['open_minute', 'int', (row) => row.item.openMinute],
        ['close_minute', 'int', (row) => row.item.closeMinute],
      ]),
    );
    const prices = each((p) => p.prices);
    await bulkInsert(
      database,
      'provider_prices',
      columnsOf(prices, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['care_type_id', 'int', (row) => row.item.careTypeId],
        ['unit', 'text', (row) => row.item.unit],
        ['amount_cents', 'int', (row) => row.item.amountCents],
      ]),
    );
    const holidays = each(() => [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ]);
    await bulkInsert(
      database,
      'provider_holidays',
      columnsOf(holidays, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['date', 'date', (row) => row.item.date],
        ['name', 'text', (row) => row.item.name],
      ]),
    );
    const badges = each((p) => p.badges);
    await bulkInsert(
      database,
      'provider_badges',
      columnsOf(badges, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['name', 'text', (row) => row.item.name],
        ['has', 'bool', () => true],
        ['activate', 'bool', (row) => row.item.activate],
      ]),
    );
    const policies = each(() => STANDARD_POLICIES);
    await bulkInsert(
      database,
      'provider_policies',
      columnsOf(policies, [
        ['provider_id', 'uuid', (row) => row.providerId],
        ['policy_id', 'int', (row) => row.item.id],
        ['text', 'text', (row) => `Our ${row.item.name.toLowerCase()} policy is shared with every family.`],
        ['checked', 'bool', () => true],
      ]),
    );
    await insertPayoutAccounts(database, fresh, userIds);
    return fresh.length;
  });
}

/** Verified sandbox payout accounts, stored as createPayoutAccount (factories/payout-accounts.ts) stores one. */
async function insertPayoutAccounts(db: Database, batch: SeedProvider[], userIds: string[]): Promise<void> {
  const accountIds = batch.map(() => `acct_sbx_${randomBytes(12).toString('base64url')}`);
  const body = (p: SeedProvider, id: string) =>
    JSON.stringify({
      id,
      email: p.email,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
      bankLast4: '6789',
      profile: {
        legalName: `${p.firstName} ${p.lastName}`,
        dateOfBirth: '1985-04-12',
        addressLine1: p.street,
        city: p.city,
        province: p.province,
        postalCode: p.postalCode,
        transitNumber: '00011',
        institutionNumber: '000',
        accountNumber: 'on file',
      },
    });
  await bulkInsert(db, 'sandbox_objects', [
    col('id', 'text', accountIds),
    col(
      'object',
      'text',
      accountIds.map(() => 'account'),
    ),
    col(
      'body',
      'text',
      batch.map((p, position) => body(p, accountIds[position]!)),
      '::jsonb',
    ),
  ]);
  await bulkInsert(
    db,
    'sandbox_idempotency_keys',
    [
      col(
        'key',
        'text',
        userIds.map((id) => `kinderly:account:${id}`),
      ),
      col(
        'operation',
        'text',
        userIds.map(() => 'accounts.create'),
      ),
      col('object_id', 'text', accountIds),
    ],
    sql`on conflict do nothing`,
  );
  await bulkInsert(db, 'connected_accounts', [
    col('user_id', 'uuid', userIds),
    col(
      'gateway',
      'text',
      userIds.map(() => 'sandbox'),
    ),
    col('account_id', 'text', accountIds),
    col(
      'state',
      'text',
      userIds.map(() => 'verified'),
    ),
    col(
      'details_submitted',
      'bool',
      userIds.map(() => true),
    ),
    col(
      'charges_enabled',
      'bool',
      userIds.map(() => true),
    ),
    col(
      'payouts_enabled',
      'bool',
      userIds.map(() => true),
    ),
    col(
      'bank_last4',
      'text',
      userIds.map(() => '6789'),
    ),
  ]);
}

const SEARCH_TABLES = [
  'users',
  'providers',
  'provider_age_groups',
  'provider_available_spaces',
  'provider_hours',
  'provider_prices',
  'provider_holidays',
  'provider_badges',
];

export interface SearchSeedResult {
  created: number;
  existing: number;
}

/**
 * Makes sure search providers 1..count exist (see the top of this file), 1,000 per transaction, each table's rows
 * of a batch in one statement. `onBatch` reports progress.
 */
export async function seedSearchProviders(
  db: Database,
  count: number,
  { password, onBatch }: { password: string; onBatch?: (done: number) => void },
): Promise<SearchSeedResult> {
  const passwordHash = await hashPassword(password);
  let created = 0;
  for (let start = 1; start <= count; start += BATCH_SIZE) {
    const batch: SeedProvider[] = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, count + 1); index++)
      batch.push(searchSeedProvider(index));
    created += await insertBatch(db, batch, passwordHash);
    onBatch?.(Math.min(start + BATCH_SIZE - 1, count));
  }
  // Fresh statistics and visibility maps, as autovacuum would leave them later: the planner knows how many
  // providers there are, and index-only scans need not visit the rows.
  if (created > 0) await db.execute(sql.raw(`vacuum analyze ${SEARCH_TABLES.join(', ')}`));
  return { created, existing: count - created };
}
