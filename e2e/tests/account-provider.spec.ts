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

test('a home provider registers, is told to confirm, confirms from a resent link, signs in and out', async ({
  page,
  request,
  pageErrors,
}) => {
  const provider = newPerson('provider', 'Priya');

  await page.goto('/entry/register?role=provider');
  await expect(page.getByRole('radio', { name: /^Home provider/ })).toBeChecked();
  await fillRegistration(page, provider, 'Home provider');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await waitForMail(request, provider.email, 'Confirm your e-mail address');

  // Signing in before confirming: the server answers 403 EMAIL_NOT_CONFIRMED with the user.
  await page.goto('/entry/login');
  await logIn(page, provider.userName, provider.password);
  await expect(page).toHaveURL(/\/emailnotconfirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText(provider.email)).toBeVisible();
  // Chromium logs every 4xx answer; this one is the expected refusal above and nothing else.
  const refusals = pageErrors.splice(0).filter((message) => !/status of 403/.test(message));
  expect(refusals).toEqual([]);

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/A new confirmation link is on its way/)).toBeVisible();
  await checkPage(page, 'account-email-not-confirmed');

  // Only the newest link works.
  const mail = await waitForMail(request, provider.email, 'Confirm your e-mail address', 2);
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya' })).toBeVisible();
  await expect(currentRole(page)).toHaveText('Home provider');
  await checkPage(page, 'account-app-home-provider');

  await logOut(page);
  await logIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(currentRole(page)).toHaveText('Home provider');
  await logOut(page);
});
