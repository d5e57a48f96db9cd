import { expect, test } from '../support/fixtures.ts';
import {
  checkPage,
  currentRole,
  fillRegistration,
  linkIn,
  logIn,
  logOut,
  newPerson,
  waitForMail,
} from './account-helpers.ts';

test('a parent registers, confirms the e-mail, completes the profile, signs in and out', async ({ page, request }) => {
  const parent = newPerson('parent', 'Ana');

  await page.goto('/entry/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillRegistration(page, parent, 'Parent');
  await checkPage(page, 'account-register');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(parent.email)).toBeVisible();
  await checkPage(page, 'account-register-check-email');

  const mail = await waitForMail(request, parent.email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await checkPage(page, 'account-confirm-email');

  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await expect(currentRole(page)).toHaveText('Parent');
  await checkPage(page, 'account-app-home-new-parent');

  await page.getByRole('main').getByRole('link', { name: 'Complete your profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await page.getByRole('textbox', { name: /Phone number/ }).fill('613-555-0123');
  await page.getByLabel(/^Date of birth/).fill('1991-05-20');
  await checkPage(page, 'account-register-supplement');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Congratulations, your profile is complete!' }),
  ).toBeVisible();
  await checkPage(page, 'account-congratulations');

  await logOut(page);
  await checkPage(page, 'account-login');

  await logIn(page, parent.email, parent.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Complete', { exact: true })).toBeVisible();
  await logOut(page);
});
