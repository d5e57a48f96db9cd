import { eq } from 'drizzle-orm';
import { children, type Database } from '@kinderly/db';
import {
  addFieldError,
  WAITLIST_DEFAULT_DISTANCE_KM,
  type FieldErrors,
  type WaitlistChosenFilters,
  type WaitlistFiltersRequest,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild } from '../../lib/assert-child-bookable.ts';
import type { Actor } from '../../plugins/auth.ts';
import { countMatchingProviders, familyPointOf } from './matching-providers.ts';
import { getWaitlistFilters } from './reference-lists.ts';
import { unknownListIds } from './tickets.ts';

/**
 * POST waitlist filters: the wizard's lists with the selections' choices marked, how many listed providers match the
 * whole selection, and per provider and care type how many would match were it its list's only choice. The distance
 * is measured from the caller's saved location, else from the child's creator's (the child, when given, must be the
 * family's: 404 otherwise); without either the counts are null. No distance chosen yet counts within the wizard's
 * default.
 */
export async function chooseWaitlistFilters({
  db,
  actor,
  body,
}: {
  db: Database;
  actor: Actor;
  body: WaitlistFiltersRequest;
}): Promise<WaitlistChosenFilters> {
  const { childId, ...selections } = body;
  const creators: (string | null)[] = [actor.userId];
  if (childId) {
    await requireBookableChild(db, actor, childId);
    const [child] = await db
      .select({ createdById: children.createdById })
      .from(children)
      .where(eq(children.id, childId));
    creators.push(child?.createdById ?? null);
  }
  const unknown = await unknownListIds(db, selections.SchoolPlans ?? [], selections.PaymentOptions ?? []);
  const errors: FieldErrors = {};
  for (const id of unknown.SchoolPlans) addFieldError(errors, 'SchoolPlans', `School plan ${id} does not exist.`);
  for (const id of unknown.PaymentOptions)
    addFieldError(errors, 'PaymentOptions', `Payment option ${id} does not exist.`);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const [lists, point] = await Promise.all([getWaitlistFilters(db), familyPointOf(db, creators)]);
  const counts = point
    ? await countMatchingProviders(
        db,
        { ...selections, Distance: selections.Distance ?? WAITLIST_DEFAULT_DISTANCE_KM },
        point,
        {
          ProviderTypes: lists.providerTypes.map((item) => item.id),
          ChildcareTypes: lists.childcareTypes.map((item) => item.id),
        },
      )
    : null;
  const total = counts?.total ?? null;
  const mark = <T extends { id: number }>(items: T[], ids: number[] | undefined, perOption?: Map<number, number>) =>
    items.map((item) => ({
      ...item,
      selected: ids?.includes(item.id) ?? false,
      matchingProviders: counts ? (perOption?.get(item.id) ?? total) : null,
    }));
  return {
    providerTypes: mark(lists.providerTypes, selections.ProviderTypes, counts?.perOption.ProviderTypes),
    childcareTypes: mark(lists.childcareTypes, selections.ChildcareTypes, counts?.perOption.ChildcareTypes),
    schoolPlans: mark(lists.schoolPlans, selections.SchoolPlans),
    paymentOptions: mark(lists.paymentOptions, selections.PaymentOptions),
    matchingProviders: total,
  };
}
