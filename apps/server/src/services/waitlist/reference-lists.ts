import { asc, eq } from 'drizzle-orm';
import { schoolPlans, waitlistPaymentOptions, type Database } from '@kinderly/db';
import {
  CARE_TYPES,
  PROVIDER_TYPE_FILTERS,
  PROVIDER_TYPES,
  sortPaymentOptions,
  type PaymentOptionType,
  type WaitlistFilters,
  type WaitlistTile,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { requireOwnTicket } from './tickets.ts';

// The lists the waitlist wizard's tiles show (SPEC sections 2, 3, 7). Provider and care types are the constants of
// section 9; school plans and payment options are reference tables (ADR 023).

const schoolPlanTile = {
  id: schoolPlans.id,
  code: schoolPlans.code,
  name: schoolPlans.name,
  description: schoolPlans.description,
  icon: schoolPlans.icon,
};

export async function listSchoolPlans(db: Database): Promise<WaitlistTile[]> {
  return db.select(schoolPlanTile).from(schoolPlans).orderBy(asc(schoolPlans.id));
}

export async function getSchoolPlan(db: Database, id: number) {
  const [plan] = await db.select().from(schoolPlans).where(eq(schoolPlans.id, id));
  if (!plan) throw AppError.notFound('School plan not found.');
  return plan;
}

/** Daily or hourly options, sorted by value, then max value (SPEC section 2). */
export async function listPaymentOptions(db: Database, paymentType?: PaymentOptionType) {
  const rows = await db
    .select()
    .from(waitlistPaymentOptions)
    .where(paymentType ? eq(waitlistPaymentOptions.paymentType, paymentType) : undefined);
  return sortPaymentOptions(
    rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      icon: row.icon,
      paymentType: row.paymentType,
      displayType: row.displayType,
      value: row.valueCents,
      maxValue: row.maxValueCents,
      customMessage: row.customMessage,
    })),
  );
}

const CARE_TYPE_ICONS: Record<number, string> = {
  21: 'wb_sunny',
  22: 'nights_stay',
  23: 'weekend',
  24: 'school',
  25: 'bedtime',
  26: 'directions_car',
  27: 'volunteer_activism',
  28: 'accessible',
};

export function listChildcareTypes(): WaitlistTile[] {
  return CARE_TYPES.map(({ id, key, name }) => ({
    id,
    code: key,
    name,
    description: null,
    icon: CARE_TYPE_ICONS[id] ?? null,
  }));
}

const PROVIDER_TYPE_ICONS: Record<number, string> = { 11: 'verified', 12: 'home', 13: 'schedule' };

/** Provider type tiles; with a ticket of the caller's family, `selected` marks the types it chose (else 404). */
export async function listProviderTypes(db: Database, actor: Actor | null, waitingListTicketId?: string) {
  let chosen: number[] = [];
  if (waitingListTicketId) {
    if (!actor) throw AppError.notFound('Waitlist ticket not found.');
    chosen = (await requireOwnTicket(db, actor, waitingListTicketId)).selections.ProviderTypes ?? [];
  }
  return PROVIDER_TYPES.map(({ id, key, name }) => {
    const filter = PROVIDER_TYPE_FILTERS.find((entry) => entry.id === id);
    return {
      id,
      code: key,
      name,
      description: null,
      icon: PROVIDER_TYPE_ICONS[id] ?? null,
      defaultOn: filter?.defaultOn ?? false,
      disabled: filter?.disabled ?? false,
      selected: chosen.includes(id),
    };
  });
}

/** GET waitlist filters: every list of the wizard at once (SPEC section 3, "Waitlist filters from the server"). */
export async function getWaitlistFilters(db: Database): Promise<WaitlistFilters> {
  const [plans, options] = await Promise.all([listSchoolPlans(db), listPaymentOptions(db)]);
  return {
    providerTypes: await listProviderTypes(db, null),
    childcareTypes: listChildcareTypes(),
    schoolPlans: plans,
    paymentOptions: options,
  };
}
