import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';

export const DEMO_PARENT = 'parent@kinderly.example';

/** Signs the demo parent in from the login page; ends on /app/home. */
export async function signInAsParent(page: Page) {
  await page.goto('/entry/login');
  await logIn(page, DEMO_PARENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/**
 * Takes the console lines a test provokes on purpose out of `pageErrors` (the fixture fails on any left), after
 * checking that nothing else is there.
 */
export function expectOnlyProvokedErrors(pageErrors: string[], ...expected: RegExp[]) {
  const unexpected = pageErrors.filter((line) => !expected.some((pattern) => pattern.test(line)));
  expect(unexpected, 'errors in the browser console besides the provoked ones').toEqual([]);
  pageErrors.length = 0;
}

/** A dialog has finished fading in: half-way through, its colours are a blend that axe would measure. */
export async function dialogSettled(page: Page) {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}
