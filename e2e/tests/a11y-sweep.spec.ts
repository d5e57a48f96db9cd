import type { Page } from '@playwright/test';
import { canAccessRoute, findRoute, type Role, roleNames, ROUTE_ACCESS } from '@kinderly/shared';
import { expect, expectAccessible, setViewport, test, VIEWPORTS } from '../support/fixtures.ts';
import {
  DEMO_LOGINS,
  NOT_IN_THE_WEB_APP,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  type SweepRoute,
} from '../support/routes.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { listedProviderId } from './provider-helpers.ts';

// axe on every route of the app at 360 px and at 1280 px, once each. The journeys check the pages they go through
// at 1280 px only; this sweep is where each page is checked at phone width. Signed-in routes are opened by a demo
// account of a role allowed there, signed in once per role.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addressOf = (path: string) => new RegExp(`^https?://[^/]+${escape(path)}$`);

/** Where a route's `:name` segments come from: the demo data, as a person would click to them. */
async function fillParams(page: Page, path: string): Promise<string> {
  if (path === '/blog/:id') {
    await page.goto('/blog');
    const link = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 2 })
      .getByRole('link');
    return (await link.getAttribute('href'))!;
  }
  if (path === '/app/history/viewDetails/:childId') {
    await page.goto('/app/home');
    const link = page.getByRole('link', { name: /^View details of / }).first();
    return (await link.getAttribute('href'))!;
  }
  if (path === '/app/providers/:providerId') {
    // A listed demo provider, as the demo parent finds it in the list of providers.
    return `/app/providers/${await listedProviderId(page.request)}`;
  }
  if (path === '/admin/users/:userId') {
    // The demo parent, as the administrator finds them.
    await page.goto('/admin/users?search=parent%40kinderly.example');
    const link = page
      .getByRole('main')
      .getByRole('link', { name: /Camille/ })
      .first();
    return (await link.getAttribute('href'))!;
  }
  if (path === '/admin/reported-conversations/:roomId') {
    // The seed's reported conversation, as the administrator opens it from the list.
    await page.goto('/admin/reported-conversations');
    const link = page.getByRole('main').getByRole('link').first();
    return (await link.getAttribute('href'))!;
  }
  if (path === '/admin/badge-verification/:providerId') {
    // The demo provider with a first-aid proof (apps/server/src/lib/demo-proofs.ts), verified or not by then.
    await page.goto('/admin/badge-verification?state=all');
    const link = page.getByRole('main').getByRole('link', { name: /Mississauga Maple Kids/ });
    return (await link.getAttribute('href'))!;
  }
  if (path === '/app/messages/:roomId') {
    await page.goto(`/app/providers/${await listedProviderId(page.request)}`);
    await page.getByRole('button', { name: /^Message / }).click();
    await page.waitForURL(/\/app\/messages\/[0-9a-f-]{36}$/);
    return new URL(page.url()).pathname;
  }
  expect(path, 'a route with a parameter the sweep does not know how to fill').not.toContain(':');
  return path;
}

/** The page has finished loading: its one h1 is shown, no spinner (a progress bar without a value) or busy region. */
async function expectLoaded(page: Page, route: SweepRoute) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')).toHaveCount(0);
  if (route.pattern !== '/not-found' && route.pattern !== '/error') {
    await expect(h1, 'the page itself, not an error page').not.toHaveText(
      /^(Page not found|Something went wrong|This page could not be displayed)$/,
    );
  }
  if (route.pattern === '/pdf-viewer') await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();
}

/** Opens the route and runs axe at the width the page is at, then at the other one. */
async function sweep(page: Page, route: SweepRoute) {
  const path = await fillParams(page, route.path);
  await page.goto(path);
  await expect(page).toHaveURL(route.landsOn ?? addressOf(path));
  await expectLoaded(page, route);
  const first = page.viewportSize()?.width === VIEWPORTS.mobile.width ? 'mobile' : 'desktop';
  for (const viewport of [first, first === 'mobile' ? 'desktop' : 'mobile'] as const) {
    await setViewport(page, viewport);
    await expectAccessible(page, `${path} (${VIEWPORTS[viewport].width} px)`, { soft: true });
  }
}

/** A concrete address under a pattern: `:name` and a trailing `*` become one segment. */
const sampleOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+|\*$/g, 'x');

async function expectNotFound(page: Page, pattern: string) {
  const path = sampleOf(pattern);
  await page.goto(path);
  await expect(page).toHaveURL(addressOf(path));
  await expect(page.getByRole('heading', { level: 1 }), `${path}: still no page`).toHaveText('Page not found');
}

test('the sweep covers every route of SPEC section 2 with a page, each opened by a role allowed there', () => {
  const signedIn = Object.entries(SIGNED_IN_ROUTES).flatMap(([role, routes]) =>
    routes.map((route) => ({ role: Number(role) as Role, route })),
  );
  const listed = [...PUBLIC_ROUTES, ...signedIn.map(({ route }) => route)];
  expect(listed.map(({ path }) => findRoute(path))).toEqual(listed.map(({ pattern }) => pattern));
  for (const { path } of PUBLIC_ROUTES) expect(canAccessRoute(null, path), `${path} signed out`).toBe(true);
  for (const { role, route } of signedIn) {
    expect(canAccessRoute(null, route.path), `${route.path} signed out`).toBe(false);
    expect(canAccessRoute(role, route.path), `${route.path} as ${roleNames[role]}`).toBe(true);
  }
  // A route may be swept at more than one address (/app/booking's search and bookings views).
  const covered = new Set([...listed.map(({ pattern }) => pattern), ...NOT_IN_THE_WEB_APP]);
  expect([...covered].sort(), 'every route is swept or listed as having no page').toEqual(
    Object.keys(ROUTE_ACCESS).sort(),
  );
});

test.describe('signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} passes axe at 360 and 1280 px`, async ({ page }) => {
      await sweep(page, route);
    });
  }

  test('the public routes without a page still show the not-found page', async ({ page }) => {
    for (const pattern of NOT_IN_THE_WEB_APP.filter((pattern) => ROUTE_ACCESS[pattern] === 'public')) {
      await expectNotFound(page, pattern);
    }
  });
});

// A role's pages are swept in parts of ROUTES_PER_TEST, each signed in on its own: on a slow 2-core machine a page
// took 20 s at both widths, and the demo parent's forty pages in one test outran any sensible limit. The file's tests
// are spread over the workers (mode parallel), so the parts run side by side with other files.
const ROUTES_PER_TEST = 8;
test.describe.configure({ mode: 'parallel' });

for (const [key, routes] of Object.entries(SIGNED_IN_ROUTES)) {
  const role = Number(key) as Role;
  const parts = Math.ceil(routes.length / ROUTES_PER_TEST);
  for (let part = 0; part < parts; part++) {
    const slice = routes.slice(part * ROUTES_PER_TEST, (part + 1) * ROUTES_PER_TEST);
    const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`signed in as the demo ${roleNames[role]}${which}: every page passes axe at 360 and 1280 px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.goto('/entry/login');
      await logIn(page, DEMO_LOGINS[role], DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/app\/home$/);
      for (const route of slice) {
        await test.step(route.path, () => sweep(page, route));
        // Still signed in: the page did not send the person back to the login page.
        await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
      }
      if (part < parts - 1) return;
      // The routes this role may open that have no page yet, and that no role swept before this one may open.
      const earlier = Object.keys(SIGNED_IN_ROUTES)
        .map((other) => Number(other) as Role)
        .filter((other) => other < role);
      for (const pattern of NOT_IN_THE_WEB_APP) {
        const sample = sampleOf(pattern);
        if (ROUTE_ACCESS[pattern] === 'public' || !canAccessRoute(role, sample)) continue;
        if (earlier.some((other) => canAccessRoute(other, sample))) continue;
        await test.step(`${pattern} has no page`, () => expectNotFound(page, pattern));
      }
    });
  }
}
