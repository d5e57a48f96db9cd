import { describe, expect, it } from 'vitest';
import { PROVIDER_FIELD_MESSAGES } from '@kinderly/shared';
import en from '../../../locales/en/provider-enrolment.json';
import fr from '../../../locales/fr/provider-enrolment.json';
import { createI18n } from '../../../lib/i18n.ts';
import { translateProviderMessage } from './field-messages.ts';

describe('provider enrolment field messages', () => {
  it('has an English and a French text for every message of the shared contract', () => {
    for (const [key, text] of Object.entries(PROVIDER_FIELD_MESSAGES)) {
      expect(en.fieldErrors).toHaveProperty(key);
      expect(fr.fieldErrors).toHaveProperty(key);
      // The English catalogue says what the contract says, so a server message reads the same.
      expect(en.fieldErrors[key as keyof typeof en.fieldErrors]).toBe(text);
    }
  });

  it('translates known messages, also when the server joined several, and leaves unknown ones', () => {
    const i18n = createI18n('fr');
    const t = i18n.t;
    const ft = i18n.getFixedT('fr', 'provider-enrolment');
    expect(translateProviderMessage(ft, t, PROVIDER_FIELD_MESSAGES.postalCodeInvalid)).toBe(
      fr.fieldErrors.postalCodeInvalid,
    );
    expect(
      translateProviderMessage(ft, t, `${PROVIDER_FIELD_MESSAGES.required} ${PROVIDER_FIELD_MESSAGES.tooLong}`),
    ).toBe(`${fr.fieldErrors.required} ${fr.fieldErrors.tooLong}`);
    expect(translateProviderMessage(ft, t, 'Something new.')).toBe('Something new.');
  });
});
