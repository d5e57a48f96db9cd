import { expectAccessible, expect, screenshots, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { Role } from '@kinderly/shared';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { garden, listedProviderAsOwner } from './provider-helpers.ts';

// Issue 14: the profile a parent reads, and the provider's own preview with its background pictures.

test('a parent reads a listed provider’s profile: every section, the area, never the street', async ({
  page,
  request,
}) => {
  const provider = await listedProviderAsOwner(request);
  const exact = provider.exactLocation!;
  expect(exact.street, 'the owner’s answer carries the street').toBeTruthy();

  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.goto(`/app/providers/${provider.id}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  await expect(main.getByText(`Run by ${provider.ownerName}`)).toBeVisible();
  for (const section of [
    'Booking',
    'Cancellation policy',
    'Area',
    'About the program',
    'Ages and spaces',
    'Hours of business',
    'Prices',
    'Family amenities',
    'Home safety',
    'Household',
    'Policies',
    'Days closed in the coming year',
  ]) {
    await expect(main.getByRole('region', { name: section, exact: true }), section).toBeVisible();
  }
  await expect(main.getByRole('table', { name: 'Opening hours, Monday to Sunday' }).getByRole('row')).toHaveCount(7);
  await expect(
    main.getByRole('region', { name: 'Cancellation policy', exact: true }).getByRole('listitem').last(),
  ).toHaveText('No refund after that.');
  await expect(main.getByRole('region', { name: /^Map of the area around / })).toBeVisible();
  // Verified badges are those an administrator activated; every demo provider has first aid activated.
  await expect(main.getByText('First aid', { exact: true })).toBeVisible();
  // A parent may write to the provider (issue 17); the waitlist action of a later issue is absent, not disabled.
  await expect(main.getByRole('button', { name: `Message ${provider.displayName}` })).toBeVisible();
  await expect(main.getByRole('button', { name: /waitlist/i })).toHaveCount(0);

  const text = await page.locator('body').innerText();
  expect(text).not.toContain(exact.street!);
  expect(text.replace(/\s/g, '')).not.toContain(exact.postalCode!.replace(/\s/g, ''));
  expect(text).not.toContain(String(exact.latitude));
  const html = await page.content();
  expect(html, 'nor anywhere in the page').not.toContain(exact.street!);

  await expectAccessible(page, 'provider profile (1280 px)');
  await screenshots(page, 'provider-profile');
});

test('the demo provider previews the public profile, adds a background picture, sees it, removes it', async ({
  page,
}) => {
  await page.goto('/entry/login');
  await logIn(page, DEMO_LOGINS[Role.HomeProvider], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Public profile' }).click();
  await expect(page).toHaveURL(/\/app\/public-profile$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your public profile' })).toBeVisible();
  await expect(main.getByText(/^This is how parents see your profile\./)).toBeVisible();
  // Half-way through the set-up: not listed, with what is missing and the way to finish.
  const missing = main.getByRole('region', { name: 'Parents cannot find you yet', exact: true });
  await expect(missing.getByRole('heading', { name: 'Still missing before you are listed' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Continue the set-up' })).toBeVisible();
  const name = main.getByRole('heading', { level: 2, name: 'Priya’s Playful Corner' });
  await expect(name).toBeVisible();
  await expect(main.getByText('No pictures yet')).toBeVisible();
  // The owner's own answer has the address; the preview shows what parents see.
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('31 Boston Avenue');
  expect(text).not.toContain('M4M 2T9');
  await expectAccessible(page, 'public profile preview (1280 px)');
  await screenshots(page, 'public-profile-preview');

  await main.getByRole('tab', { name: 'Pictures' }).click();
  await expect(page).toHaveURL(/\/app\/public-profile\?tab=pictures$/);
  const first = main.getByRole('region', { name: 'Picture 1', exact: true });
  // A file input is a button to assistive technology, named by its frame and the text of its label.
  await first.getByRole('button', { name: 'Picture 1 Choose a picture' }).setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: garden(),
  });
  await expect(first.getByText('New picture, not saved yet.')).toBeVisible();
  await main.getByRole('button', { name: 'Save pictures' }).click();
  await expect(page.getByText('Your pictures are saved.')).toBeVisible();
  await expect(first.getByText('Shown on your profile.')).toBeVisible();
  const stored = first.getByRole('img', { name: 'Picture 1' });
  await expect(stored).toBeVisible();
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expectAccessible(page, 'background pictures editor (1280 px)');
  // From the top, so the fixed app bar is where a person sees it in the full-page pictures.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'public-profile-pictures');

  await main.getByRole('tab', { name: 'Preview' }).click();
  const picture = main.getByRole('img', { name: 'Priya’s Playful Corner, picture 1 of 1' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'public-profile-with-picture', ['desktop']);

  await main.getByRole('tab', { name: 'Pictures' }).click();
  await first.getByRole('button', { name: 'Remove picture 1' }).click();
  await expect(first.getByText('Removed when you save.')).toBeVisible();
  await main.getByRole('button', { name: 'Save pictures' }).click();
  await expect(first.getByText('No picture.')).toBeVisible();
  await main.getByRole('tab', { name: 'Preview' }).click();
  await expect(main.getByText('No pictures yet')).toBeVisible();
  await expect(main.getByRole('img', { name: /picture 1 of 1/ })).toHaveCount(0);
});
