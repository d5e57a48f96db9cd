import { describe, expect, it } from 'vitest';
import { toFieldKey } from '../errors.ts';
import { ageGroupIdFor, ageGroupsForAge } from './age-groups.ts';
import { ChildInfoRequestSchema } from './child.ts';
import { EmergencyContactsRequestSchema } from './family-records.ts';
import { AllergyInfoRequestSchema } from './health-records.ts';
import { CHILD_FIELD_MESSAGES } from './messages.ts';
import { countStepsCompleted, ENROLMENT_STEP_SLUGS, missingRequiredSteps } from './steps.ts';
import { parseSurveyData } from './surveys.ts';

const keysOf = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [toFieldKey(issue.path), issue.message]));

describe('child enrolment contract', () => {
  it('has the 14 steps in the spec order', () => {
    expect(ENROLMENT_STEP_SLUGS).toHaveLength(14);
    expect(ENROLMENT_STEP_SLUGS[0]).toBe('child-info');
    expect(ENROLMENT_STEP_SLUGS[13]).toBe('additional-info');
  });

  it('counts each step once and the review only after all 14', () => {
    expect(countStepsCompleted([1, 1, 2, 2], [], true)).toBe(2);
    expect(countStepsCompleted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], [], false)).toBe(14);
    expect(countStepsCompleted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 14], [], true)).toBe(15);
  });

  it('counts the review only when every step required before booking is saved, not skipped (ADR 017)', () => {
    const optional = [2, 3, 9, 10, 11, 12, 13, 14];
    expect(countStepsCompleted([1, 4, 5, 6, 7, 8], optional, true)).toBe(15);
    // The emergency contacts (4) skipped: 14 steps done, but never 15.
    expect(countStepsCompleted([1, 5, 6, 7, 8, ...optional], [4], true)).toBe(14);
    expect(missingRequiredSteps([1, 5, 6, 7, 8, ...optional])).toEqual([4]);
    expect(missingRequiredSteps([1, 2, 3])).toEqual([4, 5, 6, 7, 8]);
    expect(missingRequiredSteps([1, 4, 5, 6, 7, 8])).toEqual([]);
  });

  it('derives one age group per age at the boundaries', () => {
    const today = '2026-06-15';
    expect(ageGroupIdFor('2026-06-15', today)).toBe(14);
    expect(ageGroupIdFor('2024-12-16', today)).toBe(14); // 17 months
    expect(ageGroupIdFor('2024-12-15', today)).toBe(15); // 18 months
    expect(ageGroupIdFor('2023-12-15', today)).toBe(16); // 30 months
    expect(ageGroupIdFor('2020-06-15', today)).toBe(17); // 6 years
    expect(ageGroupIdFor('2019-06-15', today)).toBe(18); // 7 years
    expect(ageGroupIdFor('2017-06-15', today)).toBe(19); // 9 years
    expect(ageGroupIdFor('2013-06-15', today)).toBeNull(); // 13 years
    expect(ageGroupIdFor('2026-07-01', today)).toBeNull();
    expect(ageGroupsForAge('2022-06-15', today)).toEqual([16, 17]); // 4 years: Preschool and Kindergarten
  });

  it('requires an address unless it is the parent one, with PascalCase keys', () => {
    const result = ChildInfoRequestSchema.safeParse({
      firstName: ' ',
      lastName: 'Tremblay',
      prefferedName: '',
      dateOfBirth: '2099-01-01',
      sex: 1,
      childLanguages: [],
      homeAddressSameAsParent: false,
      childAddress: null,
      subsidy: false,
      specialNeeds: false,
    });
    expect(keysOf(result.error!.issues)).toMatchObject({
      FirstName: CHILD_FIELD_MESSAGES.required,
      DateOfBirth: CHILD_FIELD_MESSAGES.dateInFuture,
      ChildLanguages: CHILD_FIELD_MESSAGES.languageRequired,
      ChildAddress: CHILD_FIELD_MESSAGES.addressRequired,
    });
  });

  it('normalises a postal code', () => {
    const parsed = ChildInfoRequestSchema.parse({
      firstName: 'Léa',
      lastName: 'Roy',
      prefferedName: '',
      dateOfBirth: '2022-02-02',
      sex: 2,
      childLanguages: [1],
      homeAddressSameAsParent: false,
      subsidy: true,
      specialNeeds: false,
      childAddress: { street: '1 Rue A', city: 'Gatineau', province: 'QC', country: 'Canada', postalCode: 'j8x3x7' },
    });
    expect(parsed.childAddress?.postalCode).toBe('J8X 3X7');
  });

  it('names the list item of a bad emergency contact', () => {
    const result = EmergencyContactsRequestSchema.safeParse({
      emergencyContacts: [
        {
          firstName: 'A',
          lastName: 'B',
          relationship: 'Aunt',
          phone: 'x',
          alternatePhone: '',
          email: '',
          canPickUp: true,
        },
      ],
    });
    expect(Object.keys(keysOf(result.error!.issues))).toEqual(['EmergencyContacts[0].Phone']);
  });

  it('needs the flag and a procedure for a life-threatening allergen', () => {
    const result = AllergyInfoRequestSchema.safeParse({
      hasLifeThretheningAllergy: false,
      allergyDetails: '',
      hasEpinephrineAutoInjector: true,
      autoInjectorLocation: '',
      anaphylaxisProcedure: '',
      childAllergyInfo: [{ allergenId: 1, severity: 'LifeThreatening', reaction: '', treatment: '' }],
    });
    expect(Object.keys(keysOf(result.error!.issues)).sort()).toEqual([
      'AutoInjectorLocation',
      'HasLifeThretheningAllergy',
    ]);
  });

  it('checks survey answers against their question type', () => {
    expect(parseSurveyData('not json').success).toBe(false);
    expect(parseSurveyData(JSON.stringify([{ text: 'Q', type: 2, answer: 'a' }])).success).toBe(false);
    expect(
      parseSurveyData(
        JSON.stringify([
          { text: 'Q', type: 2, answer: ['a'] },
          { text: 'R', type: 1, answer: '3' },
        ]),
      ).success,
    ).toBe(true);
  });
});

describe('data URL prefix (SPEC section 5)', () => {
  it('types only PDF and JPEG', async () => {
    const { dataUrlPrefix } = await import('../files.ts');
    expect(dataUrlPrefix('application/pdf')).toBe('data:application/pdf;base64,');
    expect(dataUrlPrefix('image/jpeg')).toBe('data:image/jpeg;base64,');
    expect(dataUrlPrefix('image/png')).toBe('data:;base64,');
  });
});
