import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  FAMILY_AMENITIES,
  HOME_SAFETY_ITEMS,
  PROVIDER_ENROLMENT_STEP_SLUGS,
  Role,
  type AgeGroupId,
  type FamilyAmenity,
} from '@kinderly/shared';
import type { Database } from '../client.ts';
import { createProvider } from '../factories/providers.ts';
import { hashPassword } from '../password.ts';
import { providers, users } from '../schema/index.ts';
import { DEMO_PROVIDERS, type DemoProvider } from './provider-data.ts';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const PROGRAM = {
  en: (p: DemoProvider) =>
    `${p.businessName} is a small home program in ${p.city}. Our days follow the children's interests: free play, circle time with songs and stories, art and sensory bins, and outdoor play twice a day in all seasons. We serve homemade, nut-free snacks and lunches and share a daily note with every family.`,
  fr: (p: DemoProvider) =>
    `${p.businessName} est un petit milieu familial à ${p.city}. Nos journées suivent les intérêts des enfants : jeu libre, causerie avec chansons et histoires, bricolage, bacs sensoriels et jeux dehors deux fois par jour en toute saison. Collations et dîners maison sans noix, et un mot quotidien à chaque famille.`,
};

function amenitiesFor(index: number, provider: DemoProvider): FamilyAmenity[] {
  const picked = FAMILY_AMENITIES.filter((_, position) => (position + index) % 3 === 0);
  const language: FamilyAmenity = provider.language === 'fr' ? 'frenchSpoken' : 'englishSpoken';
  return [...new Set<FamilyAmenity>([...picked.filter((a) => a !== 'petFree' || !provider.pets), language])];
}

function holidaysFor(province: 'ON' | 'QC') {
  const common = [
    { date: '2026-12-25', name: province === 'QC' ? 'Noël' : 'Christmas Day' },
    { date: '2027-01-01', name: province === 'QC' ? 'Jour de l’An' : "New Year's Day" },
  ];
  return province === 'QC'
    ? [...common, { date: '2027-06-24', name: 'Fête nationale du Québec' }]
    : [...common, { date: '2026-12-28', name: 'Boxing Day (observed)' }, { date: '2027-02-15', name: 'Family Day' }];
}

async function userExists(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return rows.length > 0;
}

/**
 * About 30 listed home providers around Toronto and Montréal, ready for search: every step done and a verified
 * sandbox payout account (`complete`). Skips those that exist.
 */
export async function seedDemoProviders(db: Database, password: string): Promise<number> {
  let created = 0;
  let passwordHash: string | undefined;
  for (const [index, p] of DEMO_PROVIDERS.entries()) {
    const number = String(index + 1).padStart(2, '0');
    const email = `provider${number}@kinderly.example`;
    if (await userExists(db, email)) continue;
    // One hash for all thirty: argon2 is slow on purpose, and start-up seeds these.
    passwordHash ??= await hashPassword(password);
    const [user] = await db
      .insert(users)
      .values({
        passwordHash,
        emailConfirmed: true,
        registrationComplete: true,
        referralToken: randomBytes(12).toString('base64url'),
        roles: [Role.HomeProvider],
        userName: `${ascii(p.firstName)}.${ascii(p.lastName)}${number}`,
        email,
        firstName: p.firstName,
        lastName: p.lastName,
        currentRole: Role.HomeProvider,
        phoneNumber: p.province === 'QC' ? `+1 514 555 01${number}` : `+1 416 555 01${number}`,
        language: p.language,
        latitude: p.latitude,
        longitude: p.longitude,
        address: `${p.street}, ${p.city}, Canada`,
      })
      .returning();
    if (!user) throw new Error('seeding a provider user inserted nothing');
    const spaces = p.ages.map((ageGroupId: AgeGroupId, position) => ({ ageGroupId, spaces: (index + position) % 4 }));
    await createProvider(db, {
      userId: user.id,
      complete: true,
      providerType: p.providerType,
      businessName: p.businessName,
      licenceNumber:
        p.providerType === 11 ? `${p.province}-${p.province === 'QC' ? 'BC' : 'HCCA'}-${40210 + index * 37}` : null,
      programStatement: PROGRAM[p.language](p),
      household: {
        propertyType: index % 4 === 0 ? 'semiDetached' : index % 3 === 0 ? 'townhouse' : 'house',
        householdMembers: [
          { relationship: 'spouse', age: 34 + (index % 12) },
          ...(index % 2 ? [{ relationship: 'child', age: 4 + (index % 9) }] : []),
        ],
        hasPets: Boolean(p.pets),
        petsDescription: p.pets ?? '',
        anyoneSmokes: false,
        smokingDetails: '',
        visitorsFrequency: index % 3 === 0 ? 'never' : 'rarely',
        visitorsDescription:
          index % 3 === 0 ? '' : 'Grandparents visit some afternoons and never stay alone with the children.',
      },
      hasPets: Boolean(p.pets),
      anyoneSmokes: false,
      familyAmenities: amenitiesFor(index, p),
      safetyItems: HOME_SAFETY_ITEMS.filter((_, position) => position < 8 || (position + index) % 2 === 0),
      street: p.street,
      unit: '',
      city: p.city,
      province: p.province,
      postalCode: p.postalCode,
      latitude: p.latitude,
      longitude: p.longitude,
      isGeolocationShared: index % 3 === 0,
      withApprovalRequest: p.approval,
      startDate: index % 2 ? '2026-09-01' : '2026-08-17',
      cancellationOption: p.cancellation,
      ageGroupIds: p.ages,
      hours: Object.fromEntries(p.days.map((day) => [day, [minutes(p.open), minutes(p.close)]])),
      prices: p.prices.map(([careTypeId, unit, amountCents]) => ({ careTypeId, unit, amountCents })),
      spaces,
      holidays: holidaysFor(p.province),
      badges: [
        { name: 'firstAid', activate: true },
        { name: 'cprInfant', activate: true },
        ...(p.providerType === 11
          ? [{ name: 'ece', activate: true }]
          : [{ name: 'babysitCourse', activate: index % 2 === 0 }]),
        { name: 'foodHandlerPermit', activate: index % 3 !== 0 },
        { name: 'vulnerableSector' },
      ],
      insuranceCompanyName: index % 2 ? 'Intact Insurance' : 'Co-operators',
      insurancePolicyNumber: `HC-${100200 + index}`,
      insuranceActivate: true,
    });
    created++;
  }
  return created;
}

/**
 * The demo provider account half-way through the wizard: steps 2-8 done, no payout account yet (step 1 not
 * done, not listed), so the wizard can be shown.
 */
export async function seedDemoProviderEnrolment(db: Database, email: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return 0;
  const existing = await db
    .select({ id: providers.id })
    .from(providers)
    .where(sql`${providers.userId} = ${user.id}`);
  if (existing.length > 0) return 0;
  await createProvider(db, {
    userId: user.id,
    completedSteps: PROVIDER_ENROLMENT_STEP_SLUGS.slice(1, 8),
    providerType: 12,
    businessName: 'Priya’s Playful Corner',
    programStatement:
      'A calm, play-based home program in Leslieville: stories, music, art and a daily walk to Jimmie Simpson Park.',
    household: {
      propertyType: 'house',
      householdMembers: [{ relationship: 'spouse', age: 39 }],
      hasPets: false,
      petsDescription: '',
      anyoneSmokes: false,
      smokingDetails: '',
      visitorsFrequency: 'never',
      visitorsDescription: '',
    },
    hasPets: false,
    anyoneSmokes: false,
    familyAmenities: ['fencedOutdoorPlayArea', 'snacksIncluded', 'nutFree', 'englishSpoken', 'parkNearby'],
    otherAmenities: '',
    safetyItems: [
      'smokeAlarms',
      'carbonMonoxideAlarms',
      'fireExtinguisher',
      'firstAidKit',
      'outletCovers',
      'stairGates',
    ],
    emergencyPlan: 'We leave by the front door and meet at the neighbour’s porch at number 24.',
    otherSafety: '',
    isGeolocationShared: false,
    street: '31 Boston Avenue',
    unit: '',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M4M 2T9',
    latitude: 43.6631,
    longitude: -79.3366,
    badges: [{ name: 'firstAid', activate: true }, { name: 'cpr' }],
  });
  return 1;
}

/** The provider part of the demo world: listed providers plus the demo provider's half-done wizard. */
export async function seedProviderDemo(db: Database, password: string): Promise<void> {
  await seedDemoProviders(db, password);
  await seedDemoProviderEnrolment(db, 'provider@kinderly.example');
}
