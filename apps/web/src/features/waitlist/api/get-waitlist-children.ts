import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildrenResponseSchema, parentsSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { waitlistKeys } from './query-keys.ts';

/**
 * GET /api/enrollment/getChildren: the family's children; a waitlist entry needs an enrolled one (ADR 023). Not
 * GET /api/children: that lists enrolled children only, and the wizard and the introduction tell a child whose
 * enrolment is unfinished apart from one that is not the family's.
 */
export const getWaitlistChildren = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getChildren, schema: ChildrenResponseSchema, signal });

export const useWaitlistChildren = () =>
  useQuery({ queryKey: waitlistKeys.children(), queryFn: ({ signal }) => getWaitlistChildren(signal) });

/** The parent's own address (free text on the account, GET /api/parents), shown for a child who lives there. */
export const getParentAddress = async (signal?: AbortSignal) =>
  (await apiRequest({ path: API_PATHS.waitlist.parents, schema: parentsSchema, signal })).items[0]?.address ?? null;

export const useParentAddress = (enabled: boolean) =>
  useQuery({ queryKey: waitlistKeys.parentAddress(), queryFn: ({ signal }) => getParentAddress(signal), enabled });
