import { expect, test } from '../support/fixtures.ts';
import { checkPage, linkIn, logIn, logOut, waitForMail } from './account-helpers.ts';

test('the demo nanny resets a forgotten password from the e-mail and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = 'nanny@kinderly.example';
  const newPassword = 'Juniper-Lantern-2026';

  await page.goto('/entry/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();
  await checkPage(page, 'account-forgot-password');

  const mail = await waitForMail(request, email, 'Reset your password');
  await page.goto(linkIn(mail, '/resetpassword'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm the password/).fill(newPassword);
  await checkPage(page, 'account-reset-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  // A nanny may not switch to parent (section 6) but may become a home provider.
  await expect(page.getByRole('button', { name: 'Nanny: change role' })).toBeVisible();
  await logOut(page);
});
