import { PRICE_MAX_CENTS } from './constants.ts';

/**
 * Validation messages of provider enrolment. The schemas and the server speak English; the web app maps each
 * text to a catalogue key (the keys below) as it does for the account messages, so every one is translatable.
 */
export const PROVIDER_FIELD_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  chooseOne: 'Choose one of the options.',
  chooseAtLeastOne: 'Choose at least one.',
  duplicate: 'Each item may appear only once.',
  programStatementShort: 'Describe your program in at least 20 characters.',
  licenceNumberRequired: 'A licenced provider must give the licence number.',
  petsDescriptionRequired: 'Tell parents which pets live in the home.',
  smokingDetailsRequired: 'Tell parents where and when someone smokes.',
  visitorsDescriptionRequired: 'Tell parents who visits the home during care hours.',
  ageInvalid: 'Enter an age from 0 to 120.',
  postalCodeInvalid: 'Enter a Canadian postal code, e.g. M5V 2T6.',
  provinceInvalid: 'Choose a province or territory.',
  latitudeInvalid: 'The latitude must be between -90 and 90.',
  longitudeInvalid: 'The longitude must be between -180 and 180.',
  // No format: the web shows the browser's date picker, whose format follows the reader's locale.
  dateInvalid: 'Enter a valid date.',
  timeInvalid: 'Enter a time as HH:MM.',
  closeAfterOpen: 'The closing time must be after the opening time.',
  openDayNeedsHours: 'Give the opening and closing times of an open day.',
  spacesInvalid: 'Enter a number of spaces from 0 to 12.',
  priceInvalid: `Enter a price from $0.01 to $${PRICE_MAX_CENTS / 100}.`,
  urlInvalid: 'Enter a web address starting with https://.',
  policyUnknown: 'This policy does not exist.',
  policyTextRequired: 'Write the text of a policy you tick.',
  booleanInvalid: 'Use true or false.',
  fileTooLarge: 'The file is too large.',
  tooManyFiles: 'Too many files.',
  fileNameUnknown: 'Name each file after the item it belongs to.',
} as const;
export type ProviderFieldMessageKey = keyof typeof PROVIDER_FIELD_MESSAGES;
