import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_TITLE } from '@kinderly/shared';
import { createI18n } from './i18n.ts';
import { documentTitleFor } from './page-title.ts';

describe('documentTitleFor', () => {
  it("gives a public page its own title in the reader's language", () => {
    expect(documentTitleFor('/entry/login', createI18n('en').t)).toBe('Sign in | Kinderly');
    expect(documentTitleFor('/entry/login/', createI18n('fr').t)).toBe('Connexion | Kinderly');
    expect(documentTitleFor('/privacy-policy', createI18n('en').t)).toBe('Privacy policy | Kinderly');
  });

  it('keeps the fixed title on the signed-in app and unknown addresses, and leaves an article to itself', () => {
    const { t } = createI18n('en');
    expect(documentTitleFor('/app/home', t)).toBe(PAGE_VIEW_TITLE);
    expect(documentTitleFor('/surveycontainer', t)).toBe(PAGE_VIEW_TITLE);
    expect(documentTitleFor('/blog/choosing-a-daycare', t)).toBeNull();
  });
});
