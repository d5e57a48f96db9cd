import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildrenResponseSchema, UserProfileSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { waitlistKeys } from './query-keys.ts';

/** GET /api/enrollment/getChildren: the family's children; a waitlist entry needs an enrolled one (ADR 023). */
export const getWaitlistChildren = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getChildren, schema: ChildrenResponseSchema, signal });

export const useWaitlistChildren = () =>
  useQuery({ queryKey: waitlistKeys.children(), queryFn: ({ signal }) => getWaitlistChildren(signal) });

/** The parent's own address (free text on the account), shown for a child who lives there. */
export const getParentAddress = async (signal?: AbortSignal) =>
  (await apiRequest({ path: API_PATHS.account.getUserProfile, schema: UserProfileSchema, signal })).address;

export const useParentAddress = (enabled: boolean) =>
  useQuery({ queryKey: waitlistKeys.parentAddress(), queryFn: ({ signal }) => getParentAddress(signal), enabled });
