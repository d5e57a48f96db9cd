import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectInPlace, screenshots, setViewport, test } from '../support/fixtures.ts';
import { dialogSettled } from './shell-helpers.ts';

// The /dev/ui gallery opens each dialog type of SPEC section 4 and shows what its promise settled with.
test.beforeEach(async ({ page }) => {
  await page.goto('/dev/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'UI gallery' })).toBeVisible();
});

const outcome = (page: Page) =>
  // While a dialog is open the page behind it is hidden from assistive technology, hence includeHidden.
  page.getByRole('status', { name: 'Outcome', includeHidden: true });

test('the gallery is accessible at both widths', async ({ page }) => {
  // A developer page, outside SPEC section 2, so not in a11y-sweep.spec.ts: checked at both widths here.
  await expectAccessible(page, '/dev/ui (1280 px)');
  await setViewport(page, 'mobile');
  await expectAccessible(page, '/dev/ui (360 px)');
  await expect(outcome(page)).toHaveText('Nothing opened yet');
});

test('a basic confirmation resolves on Confirm; Cancel and Escape dismiss it; focus goes back', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Basic confirmation' });
  const dialog = page.getByRole('alertdialog', { name: 'Publish the post?' });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Readers will see it at once.');
  // The least destructive choice has focus, so a stray Enter does not confirm.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialogSettled(page);
  await expectAccessible(page, 'basic confirmation open');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(outcome(page)).toHaveText('Confirmed');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(outcome(page)).toHaveText('Waiting for an answer…');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(page)).toHaveText('Dismissed');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(outcome(page)).toHaveText('Waiting for an answer…');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(outcome(page)).toHaveText('Dismissed');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a soft confirmation needs 3 presses and counts down on its button', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Soft confirmation (3 presses)' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the saved card?' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Confirm (3)' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm (2)' })).toBeVisible();
  await expect(dialog.getByText('Presses left to confirm: 2')).toBeAttached();
  await dialog.getByRole('button', { name: 'Confirm (2)' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm (1)' })).toBeVisible();
  await expect(outcome(page)).toHaveText('Waiting for an answer…');
  await dialogSettled(page);
  await expectAccessible(page, 'soft confirmation open');
  await screenshots(page, 'shell-dev-ui-soft-dialog');

  await dialog.getByRole('button', { name: 'Confirm (1)' }).click();
  await expect(outcome(page)).toHaveText('Confirmed');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Dismissed half-way, the count starts again next time.
  await opener.click();
  await dialog.getByRole('button', { name: 'Confirm (3)' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(page)).toHaveText('Dismissed');
  await opener.click();
  await expect(dialog.getByRole('button', { name: 'Confirm (3)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(outcome(page)).toHaveText('Dismissed');
});

test('a hard confirmation keeps Confirm disabled until exactly "continue" is typed', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Hard confirmation' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the account?' });
  const word = dialog.getByRole('textbox', { name: 'Type "continue" to confirm' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });

  await expect(word).toBeFocused();
  await expect(confirm).toBeDisabled();
  for (const attempt of ['contin', 'Continue', 'continue ', ' continue', 'CONTINUE']) {
    await word.fill(attempt);
    await expect(confirm, `"${attempt}" must not enable Confirm`).toBeDisabled();
  }
  await word.fill('continue');
  await expect(confirm).toBeEnabled();
  await dialogSettled(page);
  await expectAccessible(page, 'hard confirmation open');
  await screenshots(page, 'shell-dev-ui-hard-dialog');

  await word.press('Enter');
  await expect(outcome(page)).toHaveText('Confirmed');
  await expect(opener).toBeFocused();

  await opener.click();
  await word.fill('continue');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(outcome(page)).toHaveText('Dismissed');
});

test('a prompt returns the text typed, asks again when it is empty, and can be dismissed', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Prompt' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Name the child' });
  const field = dialog.getByRole('textbox', { name: 'First name' });

  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(outcome(page)).toHaveText('Waiting for an answer…');
  await field.fill('Léa-Rose');
  await dialogSettled(page);
  await expectAccessible(page, 'prompt open');
  await screenshots(page, 'shell-dev-ui-prompt-dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(outcome(page)).toHaveText('You typed: Léa-Rose');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await field.fill('not kept');
  await page.keyboard.press('Escape');
  await expect(outcome(page)).toHaveText('Dismissed');
  await expect(opener).toBeFocused();
});

test('the toasts show their message and pass axe', async ({ page }) => {
  await page.getByRole('button', { name: 'Success toast' }).click();
  const success = page.getByText('Your changes have been saved.');
  await expect(success).toBeVisible();
  await page.getByRole('button', { name: 'Error toast' }).click();
  await expect(page.getByText('Your changes could not be saved.')).toBeVisible();
  // Checked once both have slid in.
  await expectInPlace(success);
  await expectInPlace(page.getByText('Your changes could not be saved.'));
  await expectAccessible(page, 'toasts shown');
  // They go by themselves after 3 seconds (SPEC section 9).
  await expect(success).toBeHidden({ timeout: 6000 });
});
