import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';

test('the blog lists posts with their details and opens one', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts.first()).toBeVisible();
  expect(await posts.count()).toBeGreaterThan(0);

  const first = posts.first();
  await expect(first.getByText(/^By /)).toBeVisible();
  // Long Canadian English date, e.g. "November 10, 2026".
  await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(first.getByText(/^\d+ min read$/)).toBeVisible();

  const titleLink = first.getByRole('heading', { level: 2 }).getByRole('link');
  const title = (await titleLink.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(10);
  await titleLink.click();

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  // At 1280 px; a11y-sweep.spec.ts checks a blog post at 360 px as well.
  await expectAccessible(page, 'blog post (1280 px)');
  await screenshots(page, 'blog-post');
  await setViewport(page, 'mobile');
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the blog pages through older posts', async ({ page }) => {
  await page.goto('/blog');
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination).toBeVisible();
  const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent();

  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
});

test('a blog post opens in French, with a French date', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('kinderly.language', 'fr')");
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogue');
  const first = page.getByRole('article').first();
  // Long Canadian French date, e.g. "10 novembre 2026".
  await expect(first.locator('time')).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u);
  await expect(first.getByText(/^Lecture de \d+ min$/)).toBeVisible();
  await first.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Retour au blogue' })).toBeVisible();
});

test('an unknown post says so and leads back to the blog', async ({ page, pageErrors }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // The browser itself logs the expected 404 of the API call; nothing else may have gone wrong.
  const unexpected = pageErrors.filter((error) => !/status of 404/.test(error));
  expect(unexpected).toEqual([]);
  pageErrors.length = 0;
});
