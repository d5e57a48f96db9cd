import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { checkPage, currentRole, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';

test('the demo parent switches to home provider and back, and visits the account pages', async ({ page }) => {
  await page.goto('/app/settings');
  // Not signed in: login, with the way back.
  await expect(page).toHaveURL(/\/entry\/login\?returnUrl=%2Fapp%2Fsettings$/);
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
    /\/entry\/register\?referralToken=/,
  );
  await checkPage(page, 'account-settings');

  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Notification settings' })
    .click();
  const mailSwitch = page.getByRole('switch', { name: 'E-mails' });
  const wasOn = await mailSwitch.isChecked();
  await mailSwitch.click();
  await expect(page.getByText(wasOn ? 'E-mails are off.' : 'E-mails are on.')).toBeVisible();
  await expect(mailSwitch).toBeChecked({ checked: !wasOn });
  // And back as it was: the journeys share the demo parent, and later ones read the mails it gets.
  await mailSwitch.click();
  await expect(page.getByText(wasOn ? 'E-mails are on.' : 'E-mails are off.')).toBeVisible();
  await expect(mailSwitch).toBeChecked({ checked: wasOn });
  // Push on needs the browser's permission and a push service (not here); turning it off needs neither.
  const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
  if (await pushSwitch.isChecked()) {
    await pushSwitch.click();
    await expect(page.getByText('Push notifications are off.')).toBeVisible();
    await expect(pushSwitch).not.toBeChecked();
  }
  await checkPage(page, 'account-notifications');

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name' }).fill('Roy-Gagnon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await checkPage(page, 'account-edit-profile');

  await page.getByRole('link', { name: 'Kinderly, my home page' }).click();
  await expect(currentRole(page)).toHaveText('Parent');
  await checkPage(page, 'account-app-home-parent');

  // Parent -> Home provider: a role the account does not hold yet, so it asks first.
  await page.getByRole('button', { name: 'Parent: change role' }).click();
  await page.getByRole('menuitem', { name: 'Switch to Home provider' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Use Kinderly as Home provider?' });
  await expect(dialog).toBeVisible();
  // Checked once it has faded in: half-way through, the colours are a blend.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await checkPage(page, 'account-role-switch-dialog');
  await dialog.getByRole('button', { name: 'Add the role' }).click();
  await expect(page.getByText('You are now using Kinderly as Home provider.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(currentRole(page)).toHaveText('Home provider');
  await expect(page.getByRole('button', { name: 'Home provider: change role' })).toBeVisible();
  // A home provider has no Settings page (section 6).
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await checkPage(page, 'account-app-home-switched-provider');

  // And back: Parent is held now, so no question.
  await page.getByRole('button', { name: 'Home provider: change role' }).click();
  await page.getByRole('menuitem', { name: 'Switch to Parent' }).click();
  await expect(page.getByText('You are now using Kinderly as Parent.')).toBeVisible();
  await expect(currentRole(page)).toHaveText('Parent');
  await expect(page.getByRole('button', { name: 'Parent: change role' })).toBeVisible();

  // The phone layout: the sidebar is a drawer behind the menu button.
  await setViewport(page, 'mobile');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  // The open drawer is modal, so the rest of the page (the button too) leaves the accessibility tree meanwhile.
  await expect(page.locator('header button[aria-label="Menu"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expectAccessible(page, 'sidebar drawer (360 px)');
  await screenshots(page, 'account-sidebar-drawer', ['mobile']);
  await page.keyboard.press('Escape');
  await setViewport(page, 'desktop');

  await logOut(page);
});
