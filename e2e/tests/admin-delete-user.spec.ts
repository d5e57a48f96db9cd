import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, linkIn, logIn, newPerson, waitForMail } from './account-helpers.ts';
import { dialogSettled } from './shell-helpers.ts';

const ADMIN = 'admin@kinderly.example';

/** axe at 360 px and at 1280 px, and a screenshot at each (issue 18: the admin pages work on a phone). */
async function checkBothWidths(page: Parameters<typeof expectAccessible>[0], name: string) {
  await setViewport(page, 'mobile');
  await expectAccessible(page, `${name} at 360 px`);
  await setViewport(page, 'desktop');
  await expectAccessible(page, `${name} at 1280 px`);
  await screenshots(page, name);
}

test('the administrator deletes a parent through the hard confirm, and the parent is signed out at once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const parent = newPerson('deleted-parent', 'Ana');
  const registered = await request.post('/api/account/register', {
    data: {
      userName: parent.userName,
      firstName: parent.firstName,
      lastName: parent.lastName,
      email: parent.email,
      password: parent.password,
      passwordConfirmation: parent.password,
      role: 1,
      doesAgree: true,
    },
  });
  expect(registered.status()).toBe(201);

  // The parent, in a browser of their own: confirms the address and signs in.
  const parentContext = await browser.newContext({ baseURL });
  const parentPage = await parentContext.newPage();
  const mail = await waitForMail(request, parent.email, 'Confirm your e-mail address');
  await parentPage.goto(linkIn(mail, '/confirm-email'));
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await parentPage.goto('/entry/login');
  await logIn(parentPage, parent.email, parent.password);
  await expect(parentPage).toHaveURL(/\/app\/home$/);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();

  // The administrator finds them and opens their details.
  await page.goto('/entry/login');
  await logIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/entry\/login/);
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(parent.email);
  // The list filters after the search's pause: wait for this person's own line (other journeys make Anas too).
  await page.getByRole('link', { name: new RegExp(`Ana Tremblay ${parent.email.replace(/[.+]/g, '\\$&')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Tremblay' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delete this account' })).toBeVisible();
  await checkBothWidths(page, 'admin-delete-user-details');

  // The hard confirm: Delete stays disabled until "continue" is typed.
  await page.getByRole('button', { name: 'Delete user' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Ana Tremblay?' });
  await expect(dialog).toBeVisible();
  await dialogSettled(page);
  const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type "continue" to confirm' }).fill('continu');
  await expect(confirm).toBeDisabled();
  await checkBothWidths(page, 'admin-delete-user-confirm');
  await dialog.getByRole('textbox', { name: 'Type "continue" to confirm' }).fill('continue');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('Ana Tremblay was deleted.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search users' }).fill(parent.email);
  await expect(page.getByRole('link', { name: /Ana Tremblay/ })).toHaveCount(0);

  // The parent's next step (opening the app again) lands on the sign-in page: the session ended with the deletion.
  await parentPage.reload();
  await expect(parentPage).toHaveURL(/\/entry\/login/);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // And the account cannot sign in again.
  await logIn(parentPage, parent.email, parent.password);
  await expect(parentPage.getByText('The e-mail address, user name or password is not right.')).toBeVisible();
  await parentContext.close();
});
