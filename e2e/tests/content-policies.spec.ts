import { expect, test } from '../support/fixtures.ts';

// Each policy page shows the text the server seeds, under its date.
const POLICIES = [
  { path: '/privacy-policy', text: /PIPEDA/ },
  { path: '/terms-of-use', text: /Province of Ontario/ },
  { path: '/cookie-policy', text: /does not use tracking cookies/ },
] as const;

for (const { path, text } of POLICIES) {
  test(`${path} shows the seeded policy`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}
