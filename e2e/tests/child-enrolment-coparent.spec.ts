import { expect, test } from '../support/fixtures.ts';
import {
  checkPage,
  DEMO_PASSWORD,
  fillRegistration,
  linkIn,
  logIn,
  logOut,
  newPerson,
  waitForMail,
} from './account-helpers.ts';

test('the demo parent invites a co-parent, who registers, accepts and sees the shared child', async ({
  page,
  request,
  pageErrors,
}) => {
  const coParent = newPerson('coparent', 'Sam');

  // The demo parent invites a fresh address from Léa's record.
  await page.goto('/entry/login');
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.getByRole('link', { name: 'View details of Léa' }).click();
  const invite = page.getByRole('region', { name: 'Invite a co-parent' });
  await invite.getByRole('textbox', { name: "Co-parent's e-mail address" }).fill('not-an-address');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('textbox', { name: "Co-parent's e-mail address" })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await checkPage(page, 'child-enrolment-coparent-invite');
  await invite.getByRole('textbox', { name: "Co-parent's e-mail address" }).fill(coParent.email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${coParent.email}.`)).toBeVisible();
  await logOut(page);

  const mail = await waitForMail(
    request,
    coParent.email,
    // Another journey may have renamed the demo parent (account-roles): the first name is enough.
    /^Camille .+ invited you to share a child record on Kinderly$/,
  );
  const link = linkIn(mail, '/app/invitation-link');
  expect(link).toContain('invitationToken=');

  // Signed out, the link leads to login and keeps the whole address as the way back.
  await page.goto(link);
  await expect(page).toHaveURL(/\/entry\/login\?returnUrl=.*invitationToken/);

  await page.goto('/entry/register');
  await fillRegistration(page, coParent, 'Parent');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const confirm = await waitForMail(request, coParent.email, 'Confirm your e-mail address');
  await page.goto(linkIn(confirm, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText(/^You now share Léa Roy with Camille .+\.$/)).toBeVisible();
  await checkPage(page, 'child-enrolment-coparent-accepted');

  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('link', { name: 'View details of Léa' })).toBeVisible();

  // The same link a second time: the invitation is used, and the page says so.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This invitation cannot be used.');
  await checkPage(page, 'child-enrolment-coparent-invalid');
  // The browser logs the refused call (400); that refusal is the point here, anything else still fails.
  const refusals = pageErrors.splice(0).filter((message) => !/status of 400/.test(message));
  expect(refusals).toEqual([]);

  await page.goto('/app/invitation-link');
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(/referralToken=/);
  await checkPage(page, 'child-enrolment-coparent-own-link');
});
