import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');
export const VIEWPORTS = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations. */
export async function expectAccessible(page: Page, label = page.url()) {
  // Check what a person sees once the page has settled: a colour caught halfway through a transition
  // (a button turning enabled) is not the page's contrast. Endless animations (spinners) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(report, `accessibility violations on ${label}`).toEqual([]);
}

/** Saves a full-page screenshot as e2e/screenshots/<name>-<viewport>.png at each given width. */
export async function screenshots(
  page: Page,
  name: string,
  viewports: (keyof typeof VIEWPORTS)[] = ['mobile', 'desktop'],
) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.waitForTimeout(250); // resize handlers are debounced 200 ms
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Fails the test on any uncaught page error or console error, so broken pages cannot pass quietly. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
