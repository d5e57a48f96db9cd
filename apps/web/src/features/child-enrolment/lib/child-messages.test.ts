import { describe, expect, it } from 'vitest';
import { CHILD_FIELD_MESSAGES, FIELD_MESSAGES } from '@kinderly/shared';
import en from '../../../locales/en/child-enrolment.json';
import fr from '../../../locales/fr/child-enrolment.json';
import { createI18n } from '../../../lib/i18n.ts';
import { translateChildMessage } from './child-messages.ts';

describe('translateChildMessage', () => {
  it('has the English text of every enrolment message and a French one', () => {
    for (const [key, text] of Object.entries(CHILD_FIELD_MESSAGES)) {
      expect(en.fieldErrors).toHaveProperty(key, text);
      expect(fr.fieldErrors).toHaveProperty(key);
    }
  });

  it('translates enrolment and account messages and leaves unknown ones as they are', () => {
    const { t } = createI18n('fr');
    const tChild = createI18n('fr').getFixedT('fr', 'child-enrolment');
    expect(translateChildMessage(tChild, t, CHILD_FIELD_MESSAGES.postalCodeInvalid)).toBe(
      'Entrez un code postal canadien (par exemple K1A 0B1).',
    );
    expect(translateChildMessage(tChild, t, FIELD_MESSAGES.emailTaken)).toBe(
      'Un compte utilise déjà cette adresse courriel.',
    );
    expect(translateChildMessage(tChild, t, 'Something new.')).toBe('Something new.');
    expect(translateChildMessage(tChild, t, undefined)).toBeUndefined();
  });
});
