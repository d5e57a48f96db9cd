import { useMutation } from '@tanstack/react-query';
import { API_PATHS, SavedSurveySchema, type SaveSurveyRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** POST /api/surveys (SPEC section 7 "saveSurvey"): type and surveyData, a JSON string of the questions. */
export const saveSurvey = (body: SaveSurveyRequest) =>
  apiRequest({ method: 'POST', path: API_PATHS.surveys.saveSurvey, body, schema: SavedSurveySchema });

export const useSaveSurvey = () => useMutation({ mutationFn: saveSurvey });
