import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_PATHS,
  BadgesIsActivatedResponseSchema,
  ProviderForCurrentUserResponseSchema,
  Role,
} from '@kinderly/shared';
import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { DEMO_PASSWORD, logIn, logOut } from './account-helpers.ts';
import { apiAuth } from './provider-helpers.ts';

/*
 * Issue 18's badge verification: the demo administrator sees today's counts, finds the provider whose first-aid
 * certificate waits (stored at start-up, apps/server/src/lib/demo-proofs.ts) through the users search and its
 * details, reads the PDF in the viewer, verifies the badge, and a parent then sees it on the provider's profile.
 */

const PROVIDER_LOGIN = 'provider12@kinderly.example';
const BUSINESS = 'Mississauga Maple Kids';

async function providerIdOf(request: APIRequestContext, login: string): Promise<string> {
  const own = await request.get(API_PATHS.childcareProvider.getProviderForCurrentUser, {
    headers: await apiAuth(request, login),
  });
  return ProviderForCurrentUserResponseSchema.parse(await own.json()).data!.id;
}

async function signIn(page: Page, login: string, home: RegExp) {
  await page.goto('/entry/login');
  await logIn(page, login, DEMO_PASSWORD);
  await expect(page).toHaveURL(home);
}

test('the administrator verifies a first-aid certificate and parents see the badge on the profile', async ({
  page,
  request,
}) => {
  const providerId = await providerIdOf(request, PROVIDER_LOGIN);
  const parent = await apiAuth(request, DEMO_LOGINS[Role.Parent]);
  const before = await request.get(`${API_PATHS.booking.getBadgesIsActivated}?providerId=${providerId}`, {
    headers: parent,
  });
  expect(BadgesIsActivatedResponseSchema.parse(await before.json()).data.badgesNames).not.toContain('firstAid');

  await signIn(page, DEMO_LOGINS[Role.SuperAdmin], /\/app\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Administration' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  const main = page.getByRole('main');
  const verificationCard = main.getByRole('link', { name: /^Badge verification/ });
  await expect(verificationCard).toContainText('1 provider waiting');
  await expect(main.getByRole('link', { name: /^Open booking requests/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Failed payments/ })).toBeVisible();
  await expectAccessible(page, 'admin index (1280 px)');

  // Finds the provider's owner and opens their details.
  await main.getByRole('link', { name: /^Users/ }).click();
  await main.getByRole('textbox', { name: 'Search users' }).fill(PROVIDER_LOGIN);
  await main.getByRole('link', { name: /Nadia Haddad/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Haddad' })).toBeVisible();
  await expect(main.getByText(BUSINESS).first()).toBeVisible();

  await page.goto('/admin');
  await verificationCard.click();
  await expect(page).toHaveURL(/\/admin\/badge-verification$/);
  await expect(main.getByRole('status')).toHaveText('1 provider');
  await setViewport(page, 'mobile');
  await expectAccessible(page, 'badge verification list (360 px)');
  await setViewport(page, 'desktop');
  await main.getByRole('link', { name: new RegExp(BUSINESS) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Qualifications of ${BUSINESS}` })).toBeVisible();
  const firstAid = main.getByRole('switch', { name: 'First aid verified' });
  await expect(firstAid).not.toBeChecked();
  await expectAccessible(page, 'provider qualifications (1280 px)');
  await screenshots(page, 'admin-badge-verification');

  // The proof opens in the PDF viewer, and back.
  await main.getByRole('link', { name: 'Open in the PDF viewer: firstAid.pdf' }).click();
  await expect(page).toHaveURL(/\/pdf-viewer\?fileId=/);
  await expect(page.getByText('Page 1 of 1').first()).toBeVisible({ timeout: 30_000 });
  await page.goBack();

  await firstAid.click();
  await expect(firstAid).toBeChecked();
  await expect(main.getByRole('heading', { level: 2, name: 'First aid' }).locator('..')).toContainText('Verified');
  await page.reload();
  await expect(main.getByRole('switch', { name: 'First aid verified' })).toBeChecked();

  // Nothing waits any more, and the audit log says who did it.
  await page.goto('/admin/badge-verification');
  await expect(main.getByText('Nothing waits for verification.')).toBeVisible();
  await page.goto('/admin/audit-log');
  await expect(main.getByText(/verified a provider's qualification/).first()).toBeVisible();

  // In French, the same page.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await page.goto('/admin/badge-verification?state=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification des badges' })).toBeVisible();
  await expect(
    main
      .getByText('1 vérifié')
      .or(main.getByText(/\d vérifiés/))
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'badge verification in French (1280 px)');
  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await logOut(page);

  // A parent finds the verified badge on the provider's profile (before, only the other verified ones showed).
  await signIn(page, DEMO_LOGINS[Role.Parent], /\/app\/home$/);
  await page.goto(`/app/providers/${providerId}`);
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  await expect(main.getByText('First aid', { exact: true })).toBeVisible();
});
