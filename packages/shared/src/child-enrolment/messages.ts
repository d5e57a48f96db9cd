/**
 * Validation messages of the enrolment forms. The shared schemas (and so the server's 400 field maps)
 * speak these English texts; the web app maps each text back to its key (as it does for FIELD_MESSAGES)
 * and shows the translation from its catalogue. No message carries a number, so each text is one key.
 */
export const CHILD_FIELD_MESSAGES = {
  required: 'This field is required.',
  childUnknown: 'Unknown child.',
  textTooLong: 'This text is too long.',
  listTooLong: 'This list has too many entries.',
  chooseOne: 'Choose one of the options.',
  // No format: the web shows the browser's date picker, whose format follows the reader's locale.
  dateInvalid: 'Enter a valid date.',
  dateInFuture: 'This date cannot be in the future.',
  dateBeforeBirth: 'This date cannot be before the date of birth.',
  childTooOld: 'Childcare is for children under 13 years old.',
  timeInvalid: 'Enter a time as HH:MM (24-hour clock).',
  timeOrder: 'The end time must be after the start time.',
  postalCodeInvalid: 'Enter a Canadian postal code (for example K1A 0B1).',
  provinceInvalid: 'Choose a province or territory.',
  addressRequired: "Enter the child's address or tick that it is the parent's address.",
  parentAddressMissing: "Your address is not on file: enter the child's address.",
  languageRequired: 'Choose at least one language the child speaks.',
  languageUnknown: 'Choose a language from the list.',
  vaccineUnknown: 'Choose a vaccine from the list.',
  allergenUnknown: 'Choose an allergen from the list.',
  diseaseUnknown: 'Choose a condition from the list.',
  duplicateEntry: 'This entry is listed twice.',
  emergencyContactRequired: 'Add at least one emergency contact.',
  schoolNameRequired: 'Enter the name of the school.',
  courtOrderDetailsRequired: 'Describe the court order or agreement.',
  lifeThreateningDetailsRequired: 'A life-threatening allergy needs its allergens and the emergency procedure.',
  lifeThreateningFlagRequired: 'An allergen marked life-threatening needs "Life-threatening allergy" ticked.',
  autoInjectorLocationRequired: 'Say where the epinephrine auto-injector is kept.',
  exemptionReasonRequired: 'Give the reason for the exemption.',
  napTimesTooMany: 'There are more nap times than naps per day.',
  numberInvalid: 'Enter a whole number in the allowed range.',
  mobilityAidDetailsRequired: 'Describe the mobility aid.',
  inviteSelf: 'Enter the e-mail address of the other parent, not your own.',
  pageUrlInvalid: 'Use a page of this site.',
  surveyTypeInvalid: 'Unknown survey type.',
  surveyDataInvalid: 'The survey answers could not be read.',
  surveyAnswerInvalid: 'This answer does not fit the question type.',
} as const;

export type ChildFieldMessageKey = keyof typeof CHILD_FIELD_MESSAGES;

/** Error codes of the enrolment calls besides the generic ones. */
export const ChildEnrolmentErrorCode = {
  /** 409 on completeEnrollment; the body carries `missingSteps` (step numbers). */
  StepsMissing: 'STEPS_MISSING',
  /** 409 on booking, waitlist and queue calls for a child below 15 steps; body `enrollmentStepsCompleted`. */
  ChildNotEnrolled: 'CHILD_NOT_ENROLLED',
  /** 409 on putIntoQueue when the child is already queued; the body carries `numberInQueue`. */
  AlreadyInQueue: 'ALREADY_IN_QUEUE',
  /** 400 on acceptInvitation: unknown, used, expired, or meant for another e-mail address. */
  InvalidInvitation: 'INVALID_INVITATION',
} as const;
