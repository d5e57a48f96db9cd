import { queryOptions, useQuery } from '@tanstack/react-query';
import { SurveyDefinitionSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

/** getsurvey: the questions of the waitlist survey. */
export const getSurvey = (signal?: AbortSignal) =>
  apiRequest({ path: ENROLMENT_API.getSurvey, schema: SurveyDefinitionSchema, signal });

export const surveyQueryOptions = () =>
  queryOptions({ queryKey: [...enrolmentKeys.all, 'survey'], queryFn: ({ signal }) => getSurvey(signal) });

export const useSurvey = () => useQuery(surveyQueryOptions());
