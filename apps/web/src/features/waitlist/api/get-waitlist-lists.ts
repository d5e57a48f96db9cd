import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  childcareTypesSchema,
  paymentOptionsSchema,
  schoolPlanDetailSchema,
  schoolPlansSchema,
  sortPaymentOptions,
  waitlistProviderTypesSchema,
  type PaymentOptionType,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { waitlistKeys } from './query-keys.ts';

// The lists each wizard step shows as tiles (SPEC section 7): one call per step, so a step is usable before the
// selections are complete (the combined filters call waits for that, section 4).

/** Provider types; with the ticket being edited, those it chose come back `selected`. */
export const getProviderTypes = (ticketId: string | null, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.waitlist.providerTypes,
    query: ticketId ? { waitingListTicketId: ticketId } : undefined,
    schema: waitlistProviderTypesSchema,
    signal,
  });

export const useProviderTypes = (ticketId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: waitlistKeys.providerTypes(ticketId),
      queryFn: ({ signal }) => getProviderTypes(ticketId, signal),
      ...waitlistRetry,
    }),
  );

export const getChildcareTypes = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.childcareTypes, schema: childcareTypesSchema, signal });

export const useChildcareTypes = () =>
  useQuery({
    queryKey: waitlistKeys.childcareTypes(),
    queryFn: ({ signal }) => getChildcareTypes(signal),
    ...waitlistRetry,
  });

export const getSchoolPlans = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.schoolPlans, schema: schoolPlansSchema, signal });

export const useSchoolPlans = () =>
  useQuery({ queryKey: waitlistKeys.schoolPlans(), queryFn: ({ signal }) => getSchoolPlans(signal), ...waitlistRetry });

/** One school plan with its details; a plan that does not exist is a 404 the page shows itself. */
export const getSchoolPlan = (id: number, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.waitlist.schoolPlan, { id: String(id) }),
    schema: schoolPlanDetailSchema,
    signal,
    returnToCaller: (error) => error.status === 404 || error.status === 400,
  });

export const useSchoolPlan = (id: number | null) =>
  useQuery({
    queryKey: waitlistKeys.schoolPlan(id ?? 0),
    queryFn: ({ signal }) => getSchoolPlan(id!, signal),
    enabled: id !== null,
    ...waitlistRetry,
  });

/** Daily or hourly payment options, in the order of SPEC section 2 (sorted again: the order is the contract). */
export const getPaymentOptions = async (paymentOption: PaymentOptionType, signal?: AbortSignal) => {
  const answer = await apiRequest({
    path: API_PATHS.waitlist.paymentOptions,
    query: { paymentOption },
    schema: paymentOptionsSchema,
    signal,
  });
  return { items: sortPaymentOptions(answer.items) };
};

export const usePaymentOptions = (paymentOption: PaymentOptionType) =>
  useQuery({
    queryKey: waitlistKeys.paymentOptions(paymentOption),
    queryFn: ({ signal }) => getPaymentOptions(paymentOption, signal),
    ...waitlistRetry,
  });
