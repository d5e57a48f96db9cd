import { z } from 'zod';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';

/** Surveys (SPEC section 3): type Waitlist 0; question types SingleChoice 0, Text 1, MultipleChoice 2. */
export const SurveyType = { Waitlist: 0 } as const;
export const QuestionType = { SingleChoice: 0, Text: 1, MultipleChoice: 2 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
/** How each input kind is recorded (section 3): radio single, checkbox multiple, date/text/number text. */
export const INPUT_QUESTION_TYPE = { radio: 0, checkbox: 2, date: 1, text: 1, number: 1 } as const;
export type SurveyInputType = keyof typeof INPUT_QUESTION_TYPE;

export const SurveyQuestionDefinitionSchema = z.object({
  key: z.string().describe('Stable key; the web catalogue translates text and options by it'),
  text: z.string(),
  type: z.number().int(),
  inputType: z.enum(['radio', 'checkbox', 'date', 'text', 'number']),
  required: z.boolean(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
});
export const SurveyDefinitionSchema = z.object({
  type: z.number().int(),
  questions: z.array(SurveyQuestionDefinitionSchema),
});
export type SurveyDefinition = z.infer<typeof SurveyDefinitionSchema>;

export const SurveyAnswerSchema = z.object({
  text: z.string().trim().min(1, M.required).max(500, M.textTooLong),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: M.surveyAnswerInvalid }),
  answer: z.union(
    [z.string().max(2000, M.textTooLong), z.array(z.string().max(500, M.textTooLong)).max(30, M.listTooLong)],
    {
      error: M.surveyAnswerInvalid,
    },
  ),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

/** Parses surveyData (a JSON string) into the questions; a single choice or text is a string, multiple a list. */
export const SurveyQuestionsSchema = z
  .array(SurveyAnswerSchema, { error: M.surveyDataInvalid })
  .min(1, M.surveyDataInvalid)
  .max(50, M.listTooLong)
  .superRefine((questions, ctx) => {
    questions.forEach((question, index) => {
      const isList = Array.isArray(question.answer);
      if (isList !== (question.type === QuestionType.MultipleChoice))
        ctx.addIssue({ code: 'custom', path: [index, 'answer'], message: M.surveyAnswerInvalid });
    });
  });

/** POST /api/surveys. */
export const SaveSurveyRequestSchema = z.object({
  type: z.literal(SurveyType.Waitlist, { error: M.surveyTypeInvalid }),
  surveyData: z
    .string({ error: M.surveyDataInvalid })
    .max(100_000, M.textTooLong)
    .describe('JSON array of {text, type, answer}'),
});
export type SaveSurveyRequest = z.infer<typeof SaveSurveyRequestSchema>;
export const SavedSurveySchema = z.object({ id: z.uuid(), type: z.number().int(), createdAt: z.iso.datetime() });

/** Parses a surveyData string; returns the questions or the issues under `SurveyData...` keys. */
export function parseSurveyData(surveyData: string) {
  let json: unknown;
  try {
    json = JSON.parse(surveyData);
  } catch {
    return SurveyQuestionsSchema.safeParse(undefined);
  }
  return SurveyQuestionsSchema.safeParse(json);
}

/** The questions a parent answers before joining waitlists (getsurvey). */
const choice = (key: string, text: string) => ({ key, text });
export const WAITLIST_SURVEY: SurveyDefinition = {
  type: SurveyType.Waitlist,
  questions: [
    {
      key: 'startDate',
      text: 'When do you need care to start?',
      type: 1,
      inputType: 'date',
      required: true,
      options: [],
    },
    {
      key: 'daysPerWeek',
      text: 'How many days a week do you need care?',
      type: 1,
      inputType: 'number',
      required: true,
      options: [],
    },
    {
      key: 'careTimes',
      text: 'Which times of day do you need care?',
      type: 2,
      inputType: 'checkbox',
      required: true,
      options: [
        choice('weekdays', 'Weekdays 6am-6pm'),
        choice('evening', 'Evenings 6pm-12am'),
        choice('weekend', 'Saturday and Sunday 6am-6pm'),
        choice('beforeAfterSchool', 'Before or after school'),
        choice('overnight', 'Overnight 6pm-6am'),
      ],
    },
    {
      key: 'providerType',
      text: 'Which kind of provider do you prefer?',
      type: 0,
      inputType: 'radio',
      required: true,
      options: [
        choice('licensed', 'Licensed only'),
        choice('any', 'Licensed or unlicensed'),
        choice('noPreference', 'No preference'),
      ],
    },
    {
      key: 'subsidy',
      text: 'Will you apply for a childcare fee subsidy?',
      type: 0,
      inputType: 'radio',
      required: true,
      options: [choice('yes', 'Yes'), choice('no', 'No'), choice('unsure', 'Not sure yet')],
    },
    {
      key: 'priorities',
      text: 'What matters most to you in a provider?',
      type: 2,
      inputType: 'checkbox',
      required: false,
      options: [
        choice('distance', 'Close to home or work'),
        choice('price', 'Price'),
        choice('curriculum', 'Curriculum or program'),
        choice('language', 'Language spoken'),
        choice('specialNeeds', 'Experience with special needs'),
      ],
    },
    {
      key: 'comments',
      text: 'Anything else providers should know?',
      type: 1,
      inputType: 'text',
      required: false,
      options: [],
    },
  ],
};
