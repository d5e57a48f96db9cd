import { useQuery } from '@tanstack/react-query';
import { API_PATHS, BadgesDataSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getBadges;

/** GET getBadges: every badge with its file and activation, and the profile fields. */
export const getBadges = (signal?: AbortSignal) => readStep(PATH, BadgesDataSchema, signal);
export const badgesQueryOptions = () => stepQueryOptions('badges', PATH, BadgesDataSchema);
export const useBadges = () => useQuery(badgesQueryOptions());
