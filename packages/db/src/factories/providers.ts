import { eq } from 'drizzle-orm';
import {
  PROVIDER_ENROLMENT_STEP_SLUGS,
  PROVIDER_LISTING_REQUIRED_STEPS,
  PROVIDER_PAYOUT_STEP,
  Role,
  STANDARD_POLICIES,
  type AgeGroupId,
  type CancellationOptionKey,
  type CareTypeId,
  type PriceUnit,
  type ProviderEnrolmentStepSlug,
  type ProviderTypeId,
} from '@kinderly/shared';
import type { Database } from '../client.ts';
import {
  providerAgeGroups,
  providerAvailableSpaces,
  providerBadges,
  providerHolidays,
  providerHours,
  providerPolicies,
  providerPrices,
  providers,
  users,
  type NewProviderRow,
  type ProviderRow,
} from '../schema/index.ts';
import { createPayoutAccount, type SeededPayoutState } from './payout-accounts.ts';
import { createUser, type CreateUserOverrides } from './users.ts';

export interface ProviderFactoryDetails {
  ageGroupIds?: AgeGroupId[];
  /** ISO weekday (1 Monday) -> [open, close] as minutes after midnight. */
  hours?: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [number, number]>>;
  prices?: { careTypeId: CareTypeId; unit: PriceUnit; amountCents: number }[];
  spaces?: { ageGroupId: AgeGroupId; spaces: number }[];
  holidays?: { date: string; name: string }[];
  /** Badge names the provider holds; `activated` ones were checked by the SuperAdmin. */
  badges?: { name: string; activate?: boolean }[];
}

export type CreateProviderOverrides = Partial<Omit<NewProviderRow, 'completedSteps'>> &
  ProviderFactoryDetails & {
    /** Fields of the HomeProvider user made when `userId` is not given. */
    user?: CreateUserOverrides;
    /** Fill every step with believable data and mark all 16 completed (with a verified payout account). */
    complete?: boolean;
    /**
     * Steps 2-16 to mark completed. Step 1 is not a mark: it is done when the payout account has the details, so
     * it is ignored here and follows `payout`.
     */
    completedSteps?: ProviderEnrolmentStepSlug[];
    /** A sandbox payout account in this state; `complete` defaults it to verified, otherwise there is none. */
    payout?: SeededPayoutState | null;
  };

const WEEKDAYS_7_TO_6: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [number, number]>> = {
  1: [420, 1080],
  2: [420, 1080],
  3: [420, 1080],
  4: [420, 1080],
  5: [420, 1080],
};

function completeDefaults(): Partial<NewProviderRow> & Required<ProviderFactoryDetails> {
  return {
    providerType: 11 satisfies ProviderTypeId,
    businessName: 'Little Maples Home Daycare',
    licenceNumber: 'ON-HCC-204518',
    programStatement:
      'A play-based program with daily outdoor time, circle songs, early literacy and hands-on art in a warm home setting.',
    household: {
      propertyType: 'house',
      householdMembers: [{ relationship: 'spouse', age: 41 }],
      hasPets: false,
      petsDescription: '',
      anyoneSmokes: false,
      smokingDetails: '',
      visitorsFrequency: 'rarely',
      visitorsDescription: 'Grandparents visit some afternoons.',
    },
    hasPets: false,
    anyoneSmokes: false,
    familyAmenities: ['fencedOutdoorPlayArea', 'indoorPlayroom', 'snacksIncluded', 'nutFree', 'englishSpoken'],
    otherAmenities: '',
    safetyItems: [
      'smokeAlarms',
      'carbonMonoxideAlarms',
      'fireExtinguisher',
      'firstAidKit',
      'outletCovers',
      'stairGates',
    ],
    emergencyPlan: 'We leave by the back door and meet at the park gate across the street.',
    otherSafety: '',
    street: '120 Harbord Street',
    unit: '',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5S 1G8',
    latitude: 43.6625,
    longitude: -79.4046,
    isGeolocationShared: false,
    withApprovalRequest: true,
    startDate: '2026-09-01',
    cancellationOption: 'moderate' satisfies CancellationOptionKey,
    notifications: {
      emailOnBookingRequest: true,
      emailOnBookingCancelled: true,
      emailOnNewMessage: true,
      emailOnWaitlistRequest: true,
      emailOnPayment: true,
      pushNotifications: true,
      smsNotifications: false,
    },
    connectedAccountReturnedAt: new Date(),
    ageGroupIds: [15, 16],
    hours: { ...WEEKDAYS_7_TO_6 },
    prices: [
      { careTypeId: 21, unit: 'daily', amountCents: 5500 },
      { careTypeId: 26, unit: 'hourly', amountCents: 1500 },
    ],
    spaces: [
      { ageGroupId: 15, spaces: 2 },
      { ageGroupId: 16, spaces: 3 },
    ],
    holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    badges: [
      { name: 'firstAid', activate: true },
      { name: 'cprInfant', activate: true },
      { name: 'ece', activate: false },
      { name: 'vulnerableSector' },
    ],
  };
}

/**
 * Inserts a provider (and its HomeProvider user unless `userId` is given). By default the provider has only
 * started; `complete: true` fills every step and gives it a verified sandbox payout account, so it is listed.
 * Used by the API tests and the demo seed.
 */
export async function createProvider(db: Database, overrides: CreateProviderOverrides = {}): Promise<ProviderRow> {
  const { user, complete, completedSteps, payout, ageGroupIds, hours, prices, spaces, holidays, badges, ...fields } =
    overrides;
  const defaults = complete ? completeDefaults() : ({} as ReturnType<typeof completeDefaults> | Record<string, never>);
  const {
    ageGroupIds: dAges,
    hours: dHours,
    prices: dPrices,
    spaces: dSpaces,
    holidays: dHolidays,
    badges: dBadges,
    ...defaultFields
  } = defaults as Partial<ReturnType<typeof completeDefaults>>;
  const userId = fields.userId ?? (await createUser(db, { currentRole: Role.HomeProvider, ...user })).id;
  const payoutState = payout === undefined ? (complete ? 'verified' : null) : payout;
  if (payoutState) {
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await createPayoutAccount(db, { userId, email: owner!.email, state: payoutState });
  }
  const marked = completedSteps ?? (complete ? [...PROVIDER_ENROLMENT_STEP_SLUGS] : []);
  const steps = PROVIDER_ENROLMENT_STEP_SLUGS.filter((step) =>
    step === PROVIDER_PAYOUT_STEP ? payoutState !== null : marked.includes(step),
  );
  const [row] = await db
    .insert(providers)
    .values({
      ...defaultFields,
      ...fields,
      userId,
      completedSteps: steps,
      isListed: PROVIDER_LISTING_REQUIRED_STEPS.every((step) =>
        step === PROVIDER_PAYOUT_STEP ? payoutState === 'verified' : steps.includes(step),
      ),
      isComplete: PROVIDER_ENROLMENT_STEP_SLUGS.every((step) => steps.includes(step)),
    })
    .returning();
  if (!row) throw new Error('createProvider inserted nothing');
  const providerId = row.id;
  const ages = ageGroupIds ?? dAges ?? [];
  if (ages.length) await db.insert(providerAgeGroups).values(ages.map((ageGroupId) => ({ providerId, ageGroupId })));
  const openDays = Object.entries(hours ?? dHours ?? {});
  if (openDays.length)
    await db.insert(providerHours).values(
      openDays.map(([weekday, [openMinute, closeMinute]]) => ({
        providerId,
        weekday: Number(weekday),
        openMinute,
        closeMinute,
      })),
    );
  const priceRows = prices ?? dPrices ?? [];
  if (priceRows.length) await db.insert(providerPrices).values(priceRows.map((price) => ({ providerId, ...price })));
  const spaceRows = spaces ?? dSpaces ?? [];
  if (spaceRows.length)
    await db.insert(providerAvailableSpaces).values(spaceRows.map((space) => ({ providerId, ...space })));
  const holidayRows = holidays ?? dHolidays ?? [];
  if (holidayRows.length)
    await db.insert(providerHolidays).values(holidayRows.map((holiday) => ({ providerId, ...holiday })));
  const badgeRows = badges ?? dBadges ?? [];
  if (badgeRows.length)
    await db
      .insert(providerBadges)
      .values(
        badgeRows.map((badge) => ({ providerId, name: badge.name, has: true, activate: badge.activate ?? false })),
      );
  if (complete)
    await db.insert(providerPolicies).values(
      STANDARD_POLICIES.map((policy) => ({
        providerId,
        policyId: policy.id,
        text: `Our ${policy.name.toLowerCase()} policy is shared with every family at enrolment and posted by the door.`,
        checked: true,
      })),
    );
  return row;
}
