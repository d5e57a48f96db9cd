import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';

// Issue 13 (ADR 019): these public pages arrive as HTML with their heading and links, before any script runs.
const PAGES = [
  {
    path: '/',
    en: 'Find trusted childcare near you',
    fr: 'Trouvez un service de garde de confiance près de chez vous',
  },
  {
    path: '/about',
    en: 'Safe, transparent childcare for every family',
    fr: "Une garde d'enfants sûre et transparente pour chaque famille",
  },
  { path: '/careers', en: 'Build Kinderly with us', fr: 'Bâtissez Kinderly avec nous' },
  { path: '/help', en: 'Questions and answers', fr: 'Questions et réponses' },
  { path: '/licenses', en: 'Open-source licences', fr: 'Licences libres' },
  { path: '/press', en: 'Press and media', fr: 'Presse et médias' },
  { path: '/safety', en: 'How we help keep children safe', fr: 'Comment nous contribuons à la sécurité des enfants' },
  { path: '/not-found', en: 'Page not found', fr: 'Page introuvable' },
  { path: '/entry/login', en: 'Sign in', fr: 'Connexion' },
  { path: '/entry/register', en: 'Create your account', fr: 'Créez votre compte' },
  { path: '/forgotpassword', en: 'Forgot your password?', fr: 'Mot de passe oublié ?' },
  // Content from the database, rendered with the page's queries (which the browser's cache starts with).
  { path: '/blog', en: 'Blog', fr: 'Blogue' },
  { path: '/privacy-policy', en: 'Privacy policy', fr: 'Politique de confidentialité' },
  { path: '/terms-of-use', en: 'Terms of use', fr: "Conditions d'utilisation" },
  { path: '/cookie-policy', en: 'Cookie policy', fr: 'Politique relative aux témoins' },
] as const;

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The page's HTML as the server sends it, with nothing run: its language, h1 and link targets. */
async function fetchHtml(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    h1: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? ''),
    links: [...root.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? ''),
    criticalCss: /<style data-emotion="css[ -]/.test(html),
    // The browser's production build names a class by its hash alone (css-fjlryj); a class the server labelled
    // (css-1ugw4x6-MuiPaper-root-MuiAppBar-root) matches none of the browser's, which then styles the page again.
    labelledClasses: [...root.matchAll(/\bcss-[a-z0-9]+-[A-Za-z]/g)].length,
  };
}

for (const { path, en, fr } of PAGES) {
  test(`${path} arrives rendered in English and in French`, async ({ request }) => {
    const english = await fetchHtml(request, path, { 'accept-language': 'en-CA,en;q=0.9' });
    expect(english).toMatchObject({ lang: 'en', h1: en, criticalCss: true, labelledClasses: 0 });
    // The public frame's links: home, sign-in and the footer's pages.
    expect(english.links).toEqual(expect.arrayContaining(['/', '/entry/login', '/about', '/privacy-policy']));

    const french = await fetchHtml(request, path, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french).toMatchObject({ lang: 'fr', h1: fr });
    expect(french.links).toEqual(expect.arrayContaining(['/', '/entry/login', '/about', '/privacy-policy']));

    // The reader's choice (cookie) wins over the browser's languages.
    const chosen = await fetchHtml(request, path, { 'accept-language': 'fr', cookie: 'kinderly.language=en' });
    expect(chosen).toMatchObject({ lang: 'en', h1: en });
  });
}

test('a signed-in flag renders the signed-in header, never the sign-in link', async ({ request }) => {
  const page = await fetchHtml(request, '/about', { cookie: 'kinderly.signedIn=1' });
  expect(page.links).toContain('/app/home');
  expect(page.links).not.toContain('/entry/login');
});

/** Records whether anything rendered by the server is ever taken out of #root (a browser render replaces it). */
async function watchServerMarkup(page: Page) {
  await page.addInitScript(() => {
    const state = { removed: 0 };
    (window as unknown as { ssrWatch: typeof state }).ssrWatch = state;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') state.removed += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Opens the language menu once the page is interactive: a click that lands before hydration has no handler yet,
 * so it is tried again until the menu answers.
 */
async function openLanguageMenu(page: Page) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    // A menu that opened late (after the last check gave up) covers the button with its backdrop: clicking again
    // would wait for the backdrop until the whole budget is spent, so only a closed menu is clicked.
    if (!(await menu.isVisible())) {
      await page.getByRole('button', { name: /^(language|langue)/i }).click({ timeout: 5000 });
    }
    await expect(menu).toBeVisible({ timeout: 3000 });
    // Hydration waits for the scripts of a first visit; on a loaded 2-core machine they took more than 15 s once.
  }).toPass({ timeout: 60_000 });
}

const removedFromRoot = (page: Page) =>
  page.evaluate(() => (window as unknown as { ssrWatch: { removed: number } }).ssrWatch.removed);

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test.describe(`in Chromium (${locale})`, () => {
    test.use({ locale });

    for (const { path, en, fr } of PAGES) {
      test(`${path} hydrates the server's markup without a console error`, async ({ page }) => {
        await watchServerMarkup(page);
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1, name: locale === 'fr-CA' ? fr : en });
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
        // Hydrated: the language button answers, and the server's markup was never replaced.
        await openLanguageMenu(page);
        await page.keyboard.press('Escape');
        expect(await removedFromRoot(page)).toBe(0);
      });
    }
  });
}

test('a language chosen in the browser is the language the server renders next', async ({ page }) => {
  await page.goto('/about');
  await openLanguageMenu(page);
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES[1].fr })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'kinderly.language')?.value).toBe('fr');

  await watchServerMarkup(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions et réponses' })).toBeVisible();
  expect(await removedFromRoot(page)).toBe(0);
});

test('a blog post arrives rendered from the list, and the browser does not fetch it again', async ({
  page,
  request,
}) => {
  const list = await fetchHtml(request, '/blog', { 'accept-language': 'en' });
  const post = list.links.find((link) => /^\/blog\/[^/]+$/.test(link));
  expect(post, 'a post linked from /blog').toBeDefined();
  const html = await fetchHtml(request, post!, { 'accept-language': 'fr' });
  expect(html.lang).toBe('fr');
  expect(html.h1.length).toBeGreaterThan(0);

  const postCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/content/blog')) postCalls.push(sent.url());
  });
  await watchServerMarkup(page);
  await page.goto(post!);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  expect(await removedFromRoot(page)).toBe(0);
  expect(postCalls).toEqual([]);
});

/** The text of every script the page loads until `settled` resolves. */
async function scriptsLoadedBy(page: Page, settled: () => Promise<unknown>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', onResponse);
  await settled();
  page.off('response', onResponse);
  return Promise.all(bodies);
}

// Markers of zod's object schemas and of the auth store in the built scripts.
const ZOD_SCHEMAS = 'ZodObject';
const AUTH_STORE = 'an access token this app cannot read';

test('the first load of /blog and /entry/login leaves zod and the auth store out, and signing in fetches them', async ({
  page,
}) => {
  // ADR 018: evaluating them made the long tasks that kept these pages over 150 ms of total blocking time.
  for (const path of ['/blog', '/entry/login']) {
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    });
    expect(scripts.length, path).toBeGreaterThan(10);
    expect(
      scripts.filter((script) => script.includes(ZOD_SCHEMAS)),
      path,
    ).toEqual([]);
    expect(
      scripts.filter((script) => script.includes(AUTH_STORE)),
      path,
    ).toEqual([]);
  }

  // The form validates with the shared schema, fetched on the first submit, then signs in.
  const onSubmit = await scriptsLoadedBy(page, async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });
  expect(onSubmit.some((script) => script.includes(ZOD_SCHEMAS))).toBe(true);
  await logIn(page, 'parent@kinderly.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('a /blog served from the page cache 35 s after it was rendered hydrates without fetching its data again', async ({
  page,
  browser,
}) => {
  // The server caches a rendered page for 60 s; data the browser took for stale (its default 30 s) was fetched again
  // at once, and zod with it (CI caught it after other journeys had filled the cache).
  test.setTimeout(120_000);
  const first = await browser.newPage();
  await first.goto('/blog');
  await first.close();
  await new Promise((resolve) => setTimeout(resolve, 35_000));
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/content/')) calls.push(request.url());
  });
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
  });
  expect(calls).toEqual([]);
  expect(scripts.filter((script) => script.includes(ZOD_SCHEMAS))).toEqual([]);
});
