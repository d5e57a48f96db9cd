import { expect, screenshots, setViewport, test } from '../support/fixtures.ts';

// Every public content page: it opens, has its one h1, does not scroll sideways at 360 px and is photographed at
// both widths. axe checks these pages at both widths in a11y-sweep.spec.ts.
const PAGES = [
  { path: '/about', name: 'about', h1: 'Safe, transparent childcare for every family' },
  { path: '/careers', name: 'careers', h1: 'Build Kinderly with us' },
  { path: '/help', name: 'help', h1: 'Questions and answers' },
  { path: '/press', name: 'press', h1: 'Press and media' },
  { path: '/safety', name: 'safety', h1: 'How we help keep children safe' },
  { path: '/blog', name: 'blog', h1: 'Blog' },
  { path: '/licenses', name: 'licenses', h1: 'Open-source licences' },
  { path: '/privacy-policy', name: 'privacy-policy', h1: /privacy/i },
  { path: '/terms-of-use', name: 'terms-of-use', h1: /terms/i },
  { path: '/cookie-policy', name: 'cookie-policy', h1: /cookie/i },
  { path: '/pdf-viewer?url=/samples/kinderly-guide.pdf', name: 'pdf-viewer', h1: 'Document viewer' },
] as const;

for (const { path, name, h1 } of PAGES) {
  test(`${path} opens, fits 360 px and is photographed`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Loading placeholders are gone before anything is checked.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (name === 'pdf-viewer') await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();

    await screenshots(page, name);
    await setViewport(page, 'mobile');
    // A string, as e2e code is type-checked without the DOM library.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
  });
}

test('the help centre answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/help');
  // The page arrives rendered (ADR 019); a key press counts once the browser has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const question = page.getByRole('button', { name: 'How do I record check-in and pick-up?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do I record check-in and pick-up?' })).toContainText(
    'record the check-in when the child arrives',
  );
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('the licences page lists the real dependencies and filters them', async ({ page }) => {
  await page.goto('/licenses');
  await expect(page.getByText(/^\d+ packages under \d+ different licences$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'MIT', exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by package or licence' });
  await search.fill('react-pdf');
  await expect(page.getByRole('status')).toHaveText(/^Showing 1 of \d+ packages$/);
  const mit = page.getByRole('region', { name: 'MIT', exact: true });
  await expect(mit.getByRole('link', { name: 'Source code of react-pdf' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );
  await mit.getByRole('button', { name: 'Show licence text' }).click();
  await expect(mit.getByText(/Permission is hereby granted/)).toBeVisible();

  await search.fill('no-such-package-anywhere');
  await expect(page.getByRole('status')).toHaveText('No package or licence matches "no-such-package-anywhere".');
});
