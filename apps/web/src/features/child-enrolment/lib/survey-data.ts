import { INPUT_QUESTION_TYPE, type SurveyAnswer, type SurveyDefinition } from '@kinderly/shared';

/** What the survey form holds: per question key, a text (radio, date, text, number) or the chosen keys (checkbox). */
export type SurveyAnswers = Record<string, string | string[]>;

/**
 * The questions as SPEC section 3 stores them: the question's text, its type by input (radio -> SingleChoice 0,
 * checkbox -> MultipleChoice 2, date/text/number -> Text 1) and the answer; a choice is recorded by its option's
 * text (the stable English one), so the stored survey reads on its own.
 */
export function toSurveyQuestions(definition: SurveyDefinition, answers: SurveyAnswers): SurveyAnswer[] {
  return definition.questions.map((question) => {
    const type = INPUT_QUESTION_TYPE[question.inputType];
    const raw = answers[question.key];
    const optionText = (key: string) => question.options.find((option) => option.key === key)?.text ?? key;
    const answer =
      type === INPUT_QUESTION_TYPE.checkbox
        ? (Array.isArray(raw) ? raw : []).map(optionText)
        : type === INPUT_QUESTION_TYPE.radio
          ? optionText(typeof raw === 'string' ? raw : '')
          : typeof raw === 'string'
            ? raw.trim()
            : '';
    return { text: question.text, type, answer };
  });
}

/** The keys of required questions left unanswered. */
export function unansweredQuestions(definition: SurveyDefinition, answers: SurveyAnswers): string[] {
  return definition.questions
    .filter((question) => question.required)
    .filter((question) => {
      const value = answers[question.key];
      return Array.isArray(value) ? value.length === 0 : !value?.trim();
    })
    .map((question) => question.key);
}
