import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshots, test } from '../support/fixtures.ts';
import { checkPage, DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';

async function fillCard(page: Page, number: string) {
  const cardNumber = page.getByRole('textbox', { name: 'Card number' });
  await cardNumber.fill('');
  await cardNumber.pressSequentially(number);
  const expiry = page.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
  await expiry.fill('');
  await expiry.pressSequentially('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
}

test('a parent saves a card, meets a decline and an authentication, and deletes a card', async ({
  page,
  pageErrors,
}) => {
  // A long journey: axe at two widths on five screens.
  test.slow();
  // The demo parent has enrolled children and no card yet: opening enrolment sends them to payment-info first
  // (SPEC section 2's navigation rule), remembering where they were going.
  await page.goto('/app/enroll');
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/payment-info\?returnUrl=%2Fapp%2Fenroll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is charged, and when' })).toBeVisible();
  await expect(page.getByText('You have no saved card yet.')).toBeVisible();
  await expect(page.getByText('no real card is ever charged')).toBeVisible();
  await checkPage(page, 'payments-info');

  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Camille Roy');
  await fillCard(page, '4242424242424242');
  // The mask groups the digits as the brand does, and the brand shows as it is typed.
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByTestId('card-brand')).toHaveText('Card brand: Visa');
  await expect(page.getByText('Visa card number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveValue('12/34');
  await page.getByRole('textbox', { name: 'Postal code' }).pressSequentially('K1A0B1');
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('K1A 0B1');
  await checkPage(page, 'payments-add-card');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card ending in 4242 is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/credit-cards-list$/);
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('listitem').first()).toContainText('Visa ending in 4242');
  await expect(cards.getByRole('listitem').first()).toContainText('Default');

  // A declined card: the message sits beside the card number and nothing is saved.
  await page.getByRole('link', { name: 'Add a card' }).click();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Camille Roy');
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
  // The decline is the server's 400 answer, which the browser logs; nothing else may have gone wrong.
  expect(pageErrors.splice(0).filter((message) => !/status of 400/.test(message))).toEqual([]);
  await expectAccessible(page, 'declined card');
  await screenshots(page, 'payments-declined');

  // A card that asks its holder to authenticate: the sandbox's confirmation step.
  await fillCard(page, '4000002760003184');
  await page.getByRole('button', { name: 'Save card' }).click();
  const authentication = page.getByRole('dialog', { name: 'Authenticate this payment' });
  await expect(authentication).toBeVisible();
  await expectAccessible(page, 'authentication step');
  await screenshots(page, 'payments-authenticate');
  await authentication.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Your card ending in 3184 is saved.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await checkPage(page, 'payments-cards-list');

  // Deleting the default card through the confirmation dialog: the other card becomes the default.
  await page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this card?' });
  await expect(confirm).toContainText('Visa ending in 4242 will be removed');
  await expectAccessible(page, 'delete dialog');
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(page.getByText('The card is deleted.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('listitem').first()).toContainText('Visa ending in 3184');
  await expect(cards.getByRole('listitem').first()).toContainText('Default');

  // The sidebar's entry leads to the same list.
  await page.goto('/app/home');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Payment cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cards' })).toBeVisible();
  await logOut(page);
});

test('a provider sets up a sandbox payout account: pending half-way, then verified', async ({ page }) => {
  test.slow();
  await page.goto('/app/payout-account');
  await logIn(page, 'provider@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/payout-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout account' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Payout account status' });
  await expect(status).toContainText('Not started');
  await checkPage(page, 'payments-payout-not-started');

  await page.getByRole('button', { name: 'Start payout setup' }).click();
  const form = page.getByRole('form', { name: 'Payout account details' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Legal name' }).fill('Priya Sharma');
  await form.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('19880412');
  await expect(form.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('1988-04-12');
  await form.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page.getByText('Saved. You can finish later.')).toBeVisible();
  await expect(status).toContainText('Pending');

  await form.getByRole('textbox', { name: 'Street address' }).fill('24 Sussex Drive');
  await form.getByRole('textbox', { name: 'City' }).fill('Ottawa');
  await form.getByRole('textbox', { name: 'Province or territory' }).fill('ON');
  await form.getByRole('textbox', { name: 'Postal code' }).pressSequentially('K1M1M4');
  await form.getByRole('textbox', { name: 'Transit number' }).pressSequentially('12a345');
  await expect(form.getByRole('textbox', { name: 'Transit number' })).toHaveValue('12345');
  await form.getByRole('textbox', { name: 'Institution number' }).fill('004');
  await form.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
  await checkPage(page, 'payments-payout-form');
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Your payout account is verified.').first()).toBeVisible();
  await expect(status).toContainText('Verified');
  await expect(status).toContainText('Bank account ending in 7890');
  await expect(form).toBeHidden();
  await checkPage(page, 'payments-payout-verified');

  // The wizard's first step shows the same state, and the step list ticks it only now.
  await page.goto('/app/enroll-childcare/stripe-connected-account-link');
  await expect(page.getByRole('region', { name: 'Payout account status' })).toContainText('Verified');
  await page.goto('/app/enroll-childcare/property-and-guests');
  await expect(page.getByRole('link', { name: /^Payout account\s*, done$/ }).first()).toBeVisible();
});
