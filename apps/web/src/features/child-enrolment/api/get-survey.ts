import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, SurveyDefinitionSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** getsurvey: the questions of the waitlist survey. */
export const getSurvey = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getsurvey, schema: SurveyDefinitionSchema, signal });

export const surveyQueryOptions = () =>
  queryOptions({ queryKey: [...enrolmentKeys.all, 'survey'], queryFn: ({ signal }) => getSurvey(signal) });

export const useSurvey = () => useQuery(surveyQueryOptions());
