import { describe, expect, it } from 'vitest';
import { parseSurveyData, QuestionType, WAITLIST_SURVEY } from '@kinderly/shared';
import { toSurveyQuestions, unansweredQuestions } from './survey-data.ts';

const answers = {
  startDate: '2026-09-01',
  daysPerWeek: ' 3 ',
  careTimes: ['weekdays', 'beforeAfterSchool'],
  providerType: 'licensed',
  subsidy: 'unsure',
  priorities: [],
  comments: '',
};

describe('toSurveyQuestions', () => {
  it('records radio as SingleChoice, checkbox as MultipleChoice and date/number/text as Text', () => {
    const questions = toSurveyQuestions(WAITLIST_SURVEY, answers);
    const byText = Object.fromEntries(questions.map((question) => [question.text, question]));

    expect(byText['When do you need care to start?']).toEqual({
      text: 'When do you need care to start?',
      type: QuestionType.Text,
      answer: '2026-09-01',
    });
    expect(byText['How many days a week do you need care?']?.answer).toBe('3');
    expect(byText['Which times of day do you need care?']).toMatchObject({
      type: QuestionType.MultipleChoice,
      answer: ['Weekdays 6am-6pm', 'Before or after school'],
    });
    expect(byText['Which kind of provider do you prefer?']).toMatchObject({
      type: QuestionType.SingleChoice,
      answer: 'Licensed only',
    });
  });

  it('produces survey data the shared schema (and so the server) accepts', () => {
    const surveyData = JSON.stringify(toSurveyQuestions(WAITLIST_SURVEY, answers));
    expect(parseSurveyData(surveyData).success).toBe(true);
  });
});

describe('unansweredQuestions', () => {
  it('names the required questions without an answer, an empty choice list included', () => {
    expect(unansweredQuestions(WAITLIST_SURVEY, { ...answers, careTimes: [], startDate: ' ' })).toEqual([
      'startDate',
      'careTimes',
    ]);
    expect(unansweredQuestions(WAITLIST_SURVEY, answers)).toEqual([]);
  });
});
