import { surveys } from '@kinderly/db';
import { addFieldError, parseSurveyData, toFieldKey, type FieldErrors, type SaveSurveyRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { readableValidationMessage } from '../../lib/validation-message.ts';
import type { Database } from '@kinderly/db';
import type { Actor } from '../../plugins/auth.ts';

/** POST /api/surveys: the questions are parsed and checked, and kept as JSON (nothing queries inside them). */
export async function saveSurvey({ db, actor, request }: { db: Database; actor: Actor; request: SaveSurveyRequest }) {
  const parsed = parseSurveyData(request.surveyData);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues)
      addFieldError(errors, toFieldKey(['surveyData', ...issue.path]), readableValidationMessage(issue.message));
    throw AppError.validation(errors);
  }
  const [row] = await db
    .insert(surveys)
    .values({ userId: actor.userId, type: request.type, surveyData: parsed.data })
    .returning();
  return { id: row!.id, type: row!.type, createdAt: row!.createdAt.toISOString() };
}
