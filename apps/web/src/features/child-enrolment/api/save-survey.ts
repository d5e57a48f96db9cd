import { useMutation } from '@tanstack/react-query';
import { SavedSurveySchema, type SaveSurveyRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';

/** POST /api/surveys (SPEC section 7 "saveSurvey"): type and surveyData, a JSON string of the questions. */
export const saveSurvey = (body: SaveSurveyRequest) =>
  apiRequest({ method: 'POST', path: ENROLMENT_API.survey, body, schema: SavedSurveySchema });

export const useSaveSurvey = () => useMutation({ mutationFn: saveSurvey });
