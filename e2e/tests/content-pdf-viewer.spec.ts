import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';

const SAMPLE = '/pdf-viewer?url=/samples/kinderly-guide.pdf';

test('the sample guide opens on page 1 and the controls move through it', async ({ page }) => {
  await page.goto(SAMPLE);
  const status = page.getByRole('group', { name: 'Document controls' }).getByRole('status');
  // PDF.js parses in a worker; on a busy machine the first page can take longer than the default 10 s.
  await expect(status).toHaveText(/^Page 1 of (\d+)$/, { timeout: 30_000 });
  const total = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();
  await expect(page.locator('.react-pdf__Page__textContent')).toContainText('What Kinderly is');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(status).toHaveText(`Page 2 of ${total}`);
  await expect(page.locator('.react-pdf__Page__textContent')).toContainText('For parents and nannies');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(status).toHaveText(`Page 1 of ${total}`);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // Keyboard: the document frame takes the arrow, End and zoom keys.
  const frame = page.getByRole('region', { name: `Document, page 1 of ${total}` });
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(`Page 2 of ${total}`);
  await page.keyboard.press('End');
  await expect(status).toHaveText(`Page ${total} of ${total}`);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const canvas = page.locator('.react-pdf__Page__canvas');
  const before = (await canvas.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Reset zoom (125%)' })).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Reset zoom (125%)' }).click();
  await expect(page.getByRole('button', { name: 'Reset zoom (100%)' })).toBeVisible();
});

test('the download button saves the document under its name', async ({ page }) => {
  await page.goto(SAMPLE);
  await expect(page.getByRole('group', { name: 'Document controls' }).getByRole('status')).toHaveText(/^Page 1 of/, {
    timeout: 30_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kinderly-guide.pdf');
});

test('a document from another origin is refused with a clear message', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`/pdf-viewer?url=${encodeURIComponent('https://example.com/file.pdf')}`);
  await expect(page.getByRole('alert')).toContainText('This document cannot be opened here');
  await expect(page.getByRole('alert')).toContainText('https://example.com/file.pdf');
  expect(requests.filter((url) => url.startsWith('https://example.com'))).toEqual([]);
});

test('a stored file asks a reader without a session to sign in, and a missing one shows the server answer', async ({
  page,
  pageErrors,
}) => {
  // Stored files need the reader's token (GET /api/file/{id}): nothing is fetched without a session.
  const missing = '/pdf-viewer?fileId=7d3c1f0e-2b1a-4c5d-8e9f-0a1b2c3d4e5f';
  await page.goto(missing);
  const signIn = page.getByRole('alert').getByRole('link', { name: 'Sign in to open this document.' });
  await expect(signIn).toHaveAttribute('href', `/entry/login?returnUrl=${encodeURIComponent(missing)}`);
  await signIn.click();
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${missing.replace(/[?]/g, '\\?')}$`));

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The document could not be opened');
  await expect(alert).toContainText('This document does not exist or is no longer available.');
  await expect(alert).toContainText('The server answered:');

  // The browser itself logs the 404; nothing else may have gone wrong.
  expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  pageErrors.length = 0;
});
