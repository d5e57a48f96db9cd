import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { dialogSettled } from './shell-helpers.ts';

// Issue 18: the administrator edits a policy text in the browser; the public page shows it at once, under today's date.

async function signInAsAdmin(page: Page) {
  await page.goto('/entry/login');
  await logIn(page, 'admin@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  // The home page has loaded (as signInAsParent waits): a click on the top bar before that could land on a menu
  // that is then drawn again, and the French journey waited its whole timeout for the menu's items.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** Today's date as the policy page writes it (the browser's zone, the Canadian way: ADR 018's format-date.ts). */
const today = (page: Page, locale: 'en-CA' | 'fr-CA') =>
  page.evaluate((name) => new Intl.DateTimeFormat(name, { dateStyle: 'long' }).format(new Date()), locale);

/** Puts the caret at the end of the editor's text and types a new paragraph there, as a person would. */
async function typeNewParagraph(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

test('the administrator edits the privacy policy, and readers see the new text and date at once', async ({ page }) => {
  const paragraph = `We now answer privacy questions within ten days (${Date.now().toString(36)}).`;
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Privacy policy/ }).click();
  await expect(page).toHaveURL(/\/admin\/edit-privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the privacy policy' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Text of the policy' });
  await expect(editor).toContainText('PIPEDA');
  await expect(page.getByRole('tab', { name: 'English', selected: true })).toBeVisible();
  await expect(page.getByText('Shipped text', { exact: true })).toBeVisible();
  await expectAccessible(page, 'policy editor at 1280 px');

  await typeNewParagraph(page, 'Text of the policy', paragraph);
  // The toolbar says what the caret is in.
  const bold = page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Changes not saved yet')).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('tab', { name: 'French' }).click();
  await dialogSettled(page);
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-privacy-policy$/);
  await expect(editor).toContainText(paragraph);

  await setViewport(page, 'mobile');
  await expectAccessible(page, 'policy editor at 360 px');
  await screenshots(page, 'admin-policy-editor', ['mobile', 'desktop']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the public page shows the new text.')).toBeVisible();
  await expect(page.getByText('Changes not saved yet')).toBeHidden();
  const versions = page.getByRole('list', { name: 'Saved versions' });
  await expect(versions.getByRole('listitem').first()).toContainText(/^.+Saved by .+: Privacy policy/);
  await expect(page.getByText(/^Last updated on .+ by .+$/)).toBeVisible();

  // The public page, rendered by the server (its short cache was cleared by the save).
  const html = await (await page.request.get('/privacy-policy')).text();
  expect(html).toContain(paragraph);
  await page.goto('/privacy-policy');
  await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByText(`Last updated on ${await today(page, 'en-CA')}`, { exact: true })).toBeVisible();

  // The saved version can be previewed and loaded back into the editor.
  await page.goto('/admin/edit-privacy-policy');
  await versions
    .getByRole('button', { name: /^Preview the version of/ })
    .first()
    .click();
  const preview = page.getByRole('dialog');
  await dialogSettled(page);
  await expect(preview.getByText(paragraph)).toBeVisible();
  await expectAccessible(page, 'version preview');
  await preview.getByRole('button', { name: 'Restore this version' }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Text of the policy' })).toContainText(paragraph);
});

test('en français : les conditions d’utilisation, modifiées dans l’onglet français', async ({ page }) => {
  const paragraph = `Nous répondons aux questions en dix jours (${Date.now().toString(36)}).`;
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/admin');
  await page.getByRole('link', { name: /^Conditions d'utilisation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Modifier les conditions d'utilisation" })).toBeVisible();
  await page.getByRole('tab', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-terms-of-use\?language=fr$/);
  await expect(page.getByRole('tab', { name: 'Français', selected: true })).toBeVisible();
  await typeNewParagraph(page, 'Texte de la politique', paragraph);

  await setViewport(page, 'mobile');
  await expectAccessible(page, 'éditeur de politique à 360 px');
  await screenshots(page, 'admin-policy-editor-fr', ['mobile']);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Enregistré : la page publique affiche le nouveau texte.')).toBeVisible();

  await page.goto('/terms-of-use');
  await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByText(`Dernière mise à jour le ${await today(page, 'fr-CA')}`, { exact: true })).toBeVisible();
});
