import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, setViewport, startVisitorPages, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO_PASSWORD, fillRegistration, logIn, newPerson } from './account-helpers.ts';

const SHOTS = '/tmp/shots-pages';

/** axe and a full-page screenshot at 360 px and at 1280 px, ending at 1280 px where the journey runs. */
async function checkBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of ['mobile', 'desktop'] as (keyof typeof VIEWPORTS)[]) {
    await setViewport(page, viewport);
    await expectAccessible(page, `${name} at ${VIEWPORTS[viewport].width} px`);
    await page.screenshot({ path: join(SHOTS, `${name}-${VIEWPORTS[viewport].width}.png`), fullPage: true });
  }
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

test('a parent copies their link; someone registers through it and shows in their list', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/entry/login');
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);

  await sidebar(page).getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/app\/invitation-link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends and family' })).toBeVisible();
  const joined = page.getByRole('region', { name: 'Who joined through your link' });
  // The journeys share the demo parent: another one may have registered through this link already.
  const count = joined.getByText(/^(No one has joined|\d+ (person has|people have) joined) through your link/);
  await expect(count).toBeVisible();
  const before = Number(/^\d+/.exec((await count.textContent()) ?? '')?.[0] ?? 0);
  await expect(joined.getByRole('listitem')).toHaveCount(before);

  const referral = page.getByRole('region', { name: 'Your referral link' });
  const shown = await referral.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(shown).toMatch(/\/entry\/register\?referralToken=/);
  await referral.getByRole('button', { name: 'Copy your referral link' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await expect(
    page.getByRole('region', { name: 'Invite a childcare provider' }).getByRole('textbox', {
      name: 'Provider invitation link',
    }),
  ).toHaveValue(/returnUrl=%2Fapp%2Fenroll-childcare/);

  // A friend opens the link in a browser of their own and registers.
  const friend = newPerson('referred', 'Noor');
  const friendContext = await browser.newContext({ baseURL });
  const friendPage = await friendContext.newPage();
  // A visitor's register page starts its scripts at their first move (ADR 026); fill it once it has.
  startVisitorPages(friendPage);
  await friendPage.goto(copied);
  await expect(friendPage.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillRegistration(friendPage, friend, 'Parent');
  await friendPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(
    joined.getByText(
      before === 0 ? '1 person has joined through your link.' : `${before + 1} people have joined through your link.`,
    ),
  ).toBeVisible();
  await expect(joined.getByRole('listitem').filter({ hasText: 'Noor T.' })).toBeVisible();
  await checkBothWidths(page, 'invitation-link');
});

test('the demo home provider sees what Ontario asks and opens the step that fixes a gap', async ({ page }) => {
  await page.goto('/entry/login');
  await logIn(page, 'provider@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);

  await sidebar(page).getByRole('link', { name: 'Regulations' }).click();
  await expect(page).toHaveURL(/\/app\/regulation-compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regulation compliance' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your home daycare' });
  await expect(summary.getByText('Ontario', { exact: true })).toBeVisible();
  await expect(summary.getByText('Without a licence or an agency: at most 5 children')).toBeVisible();

  const firstAid = page.getByRole('region', { name: 'First aid' });
  await expect(firstAid.getByText('Met', { exact: true })).toBeVisible();
  const police = page.getByRole('region', { name: 'Vulnerable sector check' });
  await expect(police.getByText('Missing', { exact: true })).toBeVisible();
  await checkBothWidths(page, 'regulation-compliance');

  await police.getByRole('link', { name: 'Fix: Vulnerable sector check' }).click();
  await expect(page).toHaveURL(/\/app\/enroll-childcare\/badges$/);
  await expect(page.getByRole('heading', { name: 'Qualifications and badges' }).first()).toBeVisible();
});
