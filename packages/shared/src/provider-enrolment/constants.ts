/**
 * Constants of provider enrolment: the 16 wizard steps (SPEC section 2), provider types, age groups and care types
 * (section 9), and the option lists the steps choose from. Ids are the spec's; never renumber them.
 */

/** The wizard steps in the spec's order; `number` is 1-based and is what the step counters count. */
export const PROVIDER_ENROLMENT_STEPS = [
  { number: 1, slug: 'stripe-connected-account-link' },
  { number: 2, slug: 'property-and-guests' },
  { number: 3, slug: 'program-statement' },
  { number: 4, slug: 'badges' },
  { number: 5, slug: 'family-amenities' },
  { number: 6, slug: 'home-safety' },
  { number: 7, slug: 'get-location-automation' },
  { number: 8, slug: 'location' },
  { number: 9, slug: 'how-parents-can-book' },
  { number: 10, slug: 'availability-settings' },
  { number: 11, slug: 'children-requirements' },
  { number: 12, slug: 'hours-of-business' },
  { number: 13, slug: 'prices' },
  { number: 14, slug: 'cancellation-policy' },
  { number: 15, slug: 'policies-and-procedures' },
  { number: 16, slug: 'settings-notifications' },
] as const;
export type ProviderEnrolmentStepSlug = (typeof PROVIDER_ENROLMENT_STEPS)[number]['slug'];
export const PROVIDER_ENROLMENT_STEP_SLUGS = PROVIDER_ENROLMENT_STEPS.map((step) => step.slug) as [
  ProviderEnrolmentStepSlug,
  ...ProviderEnrolmentStepSlug[],
];
export const PROVIDER_ENROLMENT_TOTAL_STEPS = PROVIDER_ENROLMENT_STEPS.length;

/** Step 1: the payout account. It is done when the account has the person's details (pending or verified). */
export const PROVIDER_PAYOUT_STEP = 'stripe-connected-account-link' satisfies ProviderEnrolmentStepSlug;

/**
 * Steps a provider must complete before parents can find them in search. For the payout account, done is not
 * enough: listed needs an account that can receive money (verified, charges enabled). The geolocation choice and
 * notification settings are not needed to be listed (see the README and ADR 014).
 */
export const PROVIDER_LISTING_REQUIRED_STEPS: readonly ProviderEnrolmentStepSlug[] = [
  PROVIDER_PAYOUT_STEP,
  'property-and-guests',
  'program-statement',
  'badges',
  'family-amenities',
  'home-safety',
  'location',
  'how-parents-can-book',
  'availability-settings',
  'children-requirements',
  'hours-of-business',
  'prices',
  'cancellation-policy',
  'policies-and-procedures',
];

export const PROVIDER_TYPES = [
  { id: 11, key: 'licenced', name: 'Licenced' },
  { id: 12, key: 'unlicenced', name: 'Unlicenced' },
  { id: 13, key: 'dropIn', name: 'Drop-in' },
] as const;
export type ProviderTypeId = (typeof PROVIDER_TYPES)[number]['id'];
export const PROVIDER_TYPE_IDS = PROVIDER_TYPES.map((type) => type.id) as [ProviderTypeId, ...ProviderTypeId[]];
export const ProviderType = { Licenced: 11, Unlicenced: 12, DropIn: 13 } as const;

/** Age ranges in months (upper bound exclusive), so a child's age can be matched without parsing names. */
// The age groups of SPEC section 9 are defined once, with the child record (child-enrolment/age-groups.ts).
export type { AgeGroupId } from '../child-enrolment/age-groups.ts';

export const CARE_TYPES = [
  { id: 21, key: 'weekdays', name: 'Weekdays 6am-6pm' },
  { id: 22, key: 'evening', name: 'Evening 6pm-12am' },
  { id: 23, key: 'weekend', name: 'Sat & Sun 6am-6pm' },
  { id: 24, key: 'beforeAfterSchool', name: 'Before or After School' },
  { id: 25, key: 'overnight', name: 'Overnight 6pm-6am' },
  { id: 26, key: 'dropOffPickUp', name: 'Drop off or pick up' },
  { id: 27, key: 'subsidy', name: 'Subsidy' },
  { id: 28, key: 'specialNeeds', name: 'Special needs' },
] as const;
export type CareTypeId = (typeof CARE_TYPES)[number]['id'];
export const CARE_TYPE_IDS = CARE_TYPES.map((type) => type.id) as [CareTypeId, ...CareTypeId[]];

export const PRICE_UNITS = ['daily', 'hourly'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_CURRENCY = 'CAD';
/** Highest price a provider may enter, in cents (CAD 1,000 a day or an hour); above that it is a typo. */
export const PRICE_MAX_CENTS = 100_000;

/**
 * Cancellation terms (ADR 009). A cancellation made at least `minNoticeHours` before the booked care starts is
 * refunded `refundPercent` of what was paid; tiers are sorted by notice, longest first; no tier matching means
 * no refund. Bookings apply these; changing a tier changes the refunds of bookings already made.
 */
export const CANCELLATION_OPTIONS = [
  { key: 'flexible', name: 'Flexible', tiers: [{ minNoticeHours: 24, refundPercent: 100 }] },
  {
    key: 'moderate',
    name: 'Moderate',
    tiers: [
      { minNoticeHours: 168, refundPercent: 100 },
      { minNoticeHours: 48, refundPercent: 50 },
    ],
  },
  { key: 'strict', name: 'Strict', tiers: [{ minNoticeHours: 336, refundPercent: 50 }] },
] as const;
export type CancellationOptionKey = (typeof CANCELLATION_OPTIONS)[number]['key'];
export const CANCELLATION_OPTION_KEYS = CANCELLATION_OPTIONS.map((option) => option.key) as [
  CancellationOptionKey,
  ...CancellationOptionKey[],
];

/** Share of the amount paid (0-100) that a cancellation `noticeHours` before the care starts gets back. */
export function refundPercentFor(option: CancellationOptionKey, noticeHours: number): number {
  const terms = CANCELLATION_OPTIONS.find((candidate) => candidate.key === option);
  const tier = terms?.tiers.find((candidate) => noticeHours >= candidate.minNoticeHours);
  return tier?.refundPercent ?? 0;
}

/** The nine qualifications with a flag, a file and an activate flag (SPEC section 3). */
export const QUALIFICATION_NAMES = [
  'ece',
  'highSchoolDiploma',
  'ged',
  'firstAid',
  'cprInfant',
  'cpr',
  'cda',
  'foodHandlerPermit',
  'babysitCourse',
] as const;
export type QualificationName = (typeof QUALIFICATION_NAMES)[number];
/** Every badge the badges step records: the nine qualifications plus the vulnerable sector check (flag and file only). */
export const BADGE_NAMES = [...QUALIFICATION_NAMES, 'vulnerableSector'] as const;
export type BadgeName = (typeof BADGE_NAMES)[number];

export const PROPERTY_TYPES = ['house', 'townhouse', 'semiDetached', 'apartment', 'condo', 'other'] as const;
export const VISITOR_FREQUENCIES = ['never', 'rarely', 'weekly', 'daily'] as const;

export const FAMILY_AMENITIES = [
  'fencedOutdoorPlayArea',
  'indoorPlayroom',
  'separateNapRoom',
  'mealsIncluded',
  'snacksIncluded',
  'nutFree',
  'vegetarianMeals',
  'halalMeals',
  'kosherMeals',
  'diapersProvided',
  'parkNearby',
  'libraryVisits',
  'fieldTrips',
  'pickUpFromSchool',
  'parkingForParents',
  'wheelchairAccessible',
  'frenchSpoken',
  'englishSpoken',
  'otherLanguagesSpoken',
  'screenFree',
  'petFree',
] as const;
export type FamilyAmenity = (typeof FAMILY_AMENITIES)[number];

export const HOME_SAFETY_ITEMS = [
  'smokeAlarms',
  'carbonMonoxideAlarms',
  'fireExtinguisher',
  'firstAidKit',
  'emergencyExitPlanPosted',
  'outletCovers',
  'stairGates',
  'cabinetLocks',
  'windowGuards',
  'furnitureAnchored',
  'medicationsLockedAway',
  'cleaningProductsLockedAway',
  'poolFencedOrNoPool',
  'carSeatsForOutings',
  'securityCamera',
  'monthlyFireDrills',
] as const;
export type HomeSafetyItem = (typeof HOME_SAFETY_ITEMS)[number];

/** Standard policies every provider states; the provider writes the text and ticks the ones that apply. */
export const STANDARD_POLICIES = [
  { id: 1, key: 'illness', name: 'Illness and exclusion' },
  { id: 2, key: 'latePickUp', name: 'Late pick-up' },
  { id: 3, key: 'payment', name: 'Payment and fees' },
  { id: 4, key: 'emergency', name: 'Emergency and evacuation' },
  { id: 5, key: 'medication', name: 'Medication administration' },
  { id: 6, key: 'behaviourGuidance', name: 'Behaviour guidance' },
  { id: 7, key: 'nutrition', name: 'Nutrition and allergies' },
  { id: 8, key: 'screenTime', name: 'Screen time' },
  { id: 9, key: 'outdoorPlay', name: 'Outdoor play and outings' },
  { id: 10, key: 'vacationAndClosures', name: 'Vacation and closures' },
] as const;
export type StandardPolicyId = (typeof STANDARD_POLICIES)[number]['id'];

/** What a provider's uploaded file is for: a badge proof, a policy document or a gallery picture. */
export const PROVIDER_FILE_KINDS = ['badge', 'policy', 'gallery'] as const;
export type ProviderFileKind = (typeof PROVIDER_FILE_KINDS)[number];

export const CANADIAN_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];

/** Weekdays as ISO 8601 numbers: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Policy documents a provider keeps at most; what each upload accepts is in UPLOAD_RULES (files.ts). */
export const POLICY_FILES_MAX = 10;
export const GALLERY_SLOTS = [1, 2, 3, 4] as const;
