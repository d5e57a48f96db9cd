// The string collector below runs in the browser.
/// <reference lib="dom" />
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

type Catalogue = Record<string, string>;

function readCatalogue(language: 'en' | 'fr'): Catalogue {
  const dir = resolve(import.meta.dirname, `../../apps/web/src/locales/${language}`);
  const flat: Catalogue = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[`${prefix}${key}`] = value;
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as Record<string, unknown>, '');
  }
  return flat;
}

const en = readCatalogue('en');
const fr = readCatalogue('fr');

/**
 * An English catalogue text as a pattern for a whole visible string: `{{name}}` stands for any value, `<terms>` markup
 * is dropped. Texts that are the same in French ("Parent", "Notifications", "© {{year}} Kinderly") and texts with
 * too few letters of their own to tell a language by ("{{label}} ({{remaining}})") are left out.
 */
// Names that are the same in every language.
const ALLOWED_UNCHANGED = [/^Kinderly$/, /^English$/, /^Français$/, /^EN$|^FR$/, /^© \d{4} Kinderly$/, /^\*$/];

// A catalogue text that is one of those names ("English", the policy editor's tab) is the language menu's own name
// for English on a French page, not a text left untranslated.
const englishTexts = Object.entries(en)
  .filter(([key, text]) => fr[key] !== text && !ALLOWED_UNCHANGED.some((allowed) => allowed.test(text)))
  .map(([key, text]) => {
    const plain = text.replace(/<\/?\w+>/g, '');
    if (plain.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '').length < 3) return null;
    const escaped = plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?');
    return { key, text, pattern: new RegExp(`^${escaped}$`) };
  })
  .filter((entry) => entry !== null);

/**
 * Every string a reader meets on the page: visible text (also visually hidden text, which screen readers read), and
 * the names given by aria-label, placeholder, alt and title.
 */
function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = text?.replace(/\s+/g, ' ').trim();
      if (clean) found.add(clean);
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent) || parent.closest('script, style, noscript')) continue;
      add(node.textContent);
      // A text split by markup (a link inside a sentence) is also checked whole.
      if (parent.children.length > 0 && parent !== document.body) add(parent.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) add(element.getAttribute(name));
    }
    return [...found];
  });
}

function catalogueTextsIn(strings: string[]) {
  return englishTexts.filter(({ pattern }) => strings.some((text) => pattern.test(text)));
}

async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Collects the page in English, switches to French, and checks that no English string is left. */
async function expectFullyTranslated(page: Page, name: string, minimumCatalogueTexts: number) {
  const english = await visibleStrings(page);
  const used = catalogueTextsIn(english);
  // The check means something only if the page shows many catalogue texts in the first place.
  expect(used.length, `catalogue texts found on ${name}`).toBeGreaterThanOrEqual(minimumCatalogueTexts);

  await switchToFrench(page);
  const french = await visibleStrings(page);

  const leftFromCatalogue = catalogueTextsIn(french).map(({ key, text }) => `${key}: ${text}`);
  expect(leftFromCatalogue, `English catalogue texts still on ${name}`).toEqual([]);
  // Also catches English that never went through the catalogue.
  const unchanged = french.filter(
    (text) => english.includes(text) && !ALLOWED_UNCHANGED.some((allowed) => allowed.test(text)),
  );
  expect(unchanged, `strings on ${name} that stayed the same`).toEqual([]);
  await expectAccessible(page, `${name} in French`);
}

test('switching to French changes every string of the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find trusted childcare near you');
  await expectFullyTranslated(page, 'the home page', 30);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find trusted childcare near you');
});

test('switching to French changes every string of the login page, validation messages included', async ({ page }) => {
  await page.goto('/entry/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail address or user name.')).toBeVisible();
  await expectFullyTranslated(page, 'the login page', 15);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['login.title']!);
});
