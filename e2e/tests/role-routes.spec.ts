import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  API_PATHS,
  ENROLMENT_REVIEW_SLUG,
  ENROLMENT_STEP_SLUGS,
  findRoute,
  PROVIDER_ENROLMENT_STEP_SLUGS,
  Role,
  ROUTE_ACCESS,
  roleNames,
  type LoginResponse,
} from '@kinderly/shared';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_LOGINS, NOT_IN_THE_WEB_APP } from '../support/routes.ts';
import { DEMO_PASSWORD, linkIn, logIn, newPerson, waitForMail } from './account-helpers.ts';
import { apiAuth, listedProviderId } from './provider-helpers.ts';

/*
 * The role matrix of issue 12: every signed-in route of SPEC section 6 (ROUTE_ACCESS in packages/shared, so a
 * route added there joins the matrix), opened by every role allowed there, must render its page, make no call the
 * server refuses, and keep the session; a role not allowed is sent to /not-found.
 */

/**
 * Routes of sections 2 and 6 whose pages are not built yet (one list with the accessibility sweep). The guard lets
 * the allowed roles through and the router answers with its not-found page at the same address; once a page is
 * built, its check below fails until the route leaves the list.
 */
const NOT_BUILT = new Set(NOT_IN_THE_WEB_APP);

/** The pages under a wildcard route that exist today: each wizard step has its own address. */
const STEPS_UNDER: Record<string, readonly string[]> = {
  '/app/enroll/*': [...ENROLMENT_STEP_SLUGS, ENROLMENT_REVIEW_SLUG],
  '/app/enroll-childcare/*': PROVIDER_ENROLMENT_STEP_SLUGS,
  '/app/enroll-childcare-provider/*': PROVIDER_ENROLMENT_STEP_SLUGS,
};

const FAILED_PAGE_TITLES = /^(Page not found|This page could not be displayed|This page needs a reload)$/;
const SIGNED_IN_ROUTES = Object.entries(ROUTE_ACCESS).filter(
  (entry): entry is [string, readonly Role[]] => entry[1] !== 'public',
);

/**
 * What the test knows about the account: a child it may see (null: none), whether enrolment asks for a card, and a
 * listed provider whose profile every role may read.
 */
type Account = {
  role: Role;
  login: string;
  password: string;
  childId: string | null;
  cardFirst: boolean;
  providerId: string;
  /** A chat room of the account's (null: none; only a family opens one, and only with a listed provider). */
  roomId: string | null;
};

/** The addresses that open a route pattern for an account; an empty list when the account has nothing to show. */
function addressesOf(pattern: string, account: Account): string[] {
  if (pattern.includes(':childId')) {
    return account.childId ? [pattern.replace(':childId', account.childId)] : [];
  }
  if (pattern.includes(':providerId')) return [pattern.replace(':providerId', account.providerId)];
  if (pattern.includes(':roomId')) return account.roomId ? [pattern.replace(':roomId', account.roomId)] : [];
  const base = pattern.replace(/\/\*$/, '').replace(':id', '1');
  // Steps after child-info need the child they are about (without it the wizard starts a new child).
  const query = pattern === '/app/enroll/*' && account.childId ? `?childId=${account.childId}` : '';
  return [base, ...(STEPS_UNDER[pattern] ?? []).map((step) => `${base}/${step}${query}`)];
}

/** The route an allowed address lands on. SPEC section 2: a parent with children and no card pays before enrolling. */
function landingOf(pattern: string, account: Account): string {
  if (pattern === '/app/enroll/*' && account.role === Role.Parent && account.cardFirst) return '/app/payment-info';
  return pattern;
}

/** Watches the calls to /api/: which were answered with an error, and which have not finished yet. */
function watchApi(page: Page) {
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const refused: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (isApi(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    const request = response.request();
    if (isApi(request) && response.status() >= 400) {
      refused.push(`${response.status()} ${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return { refused, pending };
}

type Watch = ReturnType<typeof watchApi>;

/**
 * The page at the current address is `landing`'s page, rendered, its calls answered without error, the session kept.
 * Soft assertions, so one run reports every broken route of the role.
 */
async function expectPageWorks(page: Page, watch: Watch, pageErrors: string[], landing: string, errorsFrom: number) {
  const at = `${page.url().replace(/^https?:\/\/[^/]+/, '')} (${landing})`;
  const onLanding = (url: URL) => findRoute(url.pathname) === landing;
  await expect.soft(page, `${at}: lands on the route`).toHaveURL(onLanding);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect.soft(heading, `${at}: the page heading`).toBeVisible();
  if (NOT_BUILT.has(landing)) {
    await expect.soft(heading, `${at}: not built yet? Then remove it from NOT_BUILT`).toHaveText('Page not found');
    return;
  }
  await expect.soft(heading, `${at}: the page heading`).not.toHaveText(FAILED_PAGE_TITLES);
  // Every call the page made has been answered; a refused one would also have moved the page to /error.
  await expect.poll(() => watch.pending.size, { message: `${at}: calls still waiting for an answer` }).toBe(0);
  await expect.soft(page, `${at}: still there once its calls are answered`).toHaveURL(onLanding);
  expect.soft(watch.refused, `${at}: calls to /api/ answered with an error`).toEqual([]);
  expect.soft(pageErrors.slice(errorsFrom), `${at}: errors in the browser console`).toEqual([]);
  await expect.soft(page.getByRole('button', { name: /^Account menu/ }), `${at}: still signed in`).toBeVisible();
}

async function openAllowed(page: Page, watch: Watch, pageErrors: string[], address: string, landing: string) {
  watch.refused.length = 0;
  const errorsFrom = pageErrors.length;
  await page.goto(address);
  await expectPageWorks(page, watch, pageErrors, landing, errorsFrom);
}

/** Signs in through the API (a session of its own) and reads what the account holds. */
async function apiSession(request: APIRequestContext, login: string, password: string) {
  const response = await request.post(API_PATHS.account.login, { data: { userNameOrEmail: login, password } });
  expect(response.status(), `API login of ${login}`).toBe(200);
  const { accessToken } = (await response.json()) as LoginResponse;
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    childrenCount: number;
    creditCardsCount: number;
  };
  const children = await request.get(API_PATHS.enrollment.getChildren, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(children.status(), `children of ${login}`).toBe(200);
  return { claims, children: (await children.json()) as { id: string }[] };
}

/**
 * A nanny of this test's own: another journey (account-password) changes the demo nanny's password on the same
 * server, and the journeys share one server per worker.
 */
async function registerNanny(request: APIRequestContext): Promise<{ login: string; password: string }> {
  const person = newPerson('matrix-nanny', 'Rowan');
  const registered = await request.post(API_PATHS.account.register, {
    data: { ...person, passwordConfirmation: person.password, role: Role.Nanny, doesAgree: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(
    linkIn(await waitForMail(request, person.email, 'Confirm your e-mail address'), '/confirm-email'),
  );
  const confirmed = await request.post(`${API_PATHS.account.confirmemail}?${link.searchParams}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { login: person.email, password: person.password };
}

async function accountFor(role: Role, request: APIRequestContext): Promise<Account> {
  const { login, password } =
    role === Role.Nanny ? await registerNanny(request) : { login: DEMO_LOGINS[role], password: DEMO_PASSWORD };
  // The demo parent's children; the SuperAdmin may open any child's record, so it gets the parent's too.
  const family = role === Role.Parent || role === Role.SuperAdmin;
  const parent = family ? await apiSession(request, DEMO_LOGINS[Role.Parent], DEMO_PASSWORD) : null;
  const own = role === Role.Parent ? parent!.claims : null;
  const providerId = await listedProviderId(request);
  return {
    role,
    login,
    password,
    // A home provider sees a child through its bookings, and booking is not built yet; a new nanny has none.
    childId: parent?.children[0]?.id ?? null,
    cardFirst: own ? own.childrenCount > 0 && own.creditCardsCount === 0 : false,
    providerId,
    // The demo parent's room with the listed provider (createRooms finds it when it exists); the demo provider is
    // not listed, so no family writes to it, and a new nanny has written to no one.
    roomId: role === Role.Parent ? await openRoom(request, login, providerId) : null,
  };
}

async function openRoom(request: APIRequestContext, login: string, providerId: string): Promise<string> {
  const response = await request.put(API_PATHS.chat.createRooms, {
    headers: await apiAuth(request, login),
    data: { providerId },
  });
  expect(response.status(), 'PUT createRooms').toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const NO_CHILD = '00000000-0000-4000-8000-000000000000';
const ROLES = [Role.HomeProvider, Role.Parent, Role.SuperAdmin, Role.Nanny] as const;

test('every signed-in route of the shared table has a known address that maps back to it', () => {
  for (const pattern of NOT_BUILT) expect(ROUTE_ACCESS[pattern], `${pattern} in ROUTE_ACCESS`).toBeDefined();
  const account: Account = {
    role: Role.SuperAdmin,
    login: '',
    password: '',
    childId: 'c0ffee',
    cardFirst: false,
    providerId: 'c0ffee',
    roomId: 'c0ffee',
  };
  for (const [pattern] of SIGNED_IN_ROUTES) {
    const addresses = addressesOf(pattern, account);
    expect(addresses.length, pattern).toBeGreaterThan(0);
    for (const address of addresses) expect(findRoute(address), address).toBe(pattern);
  }
});

for (const role of ROLES) {
  test(`${roleNames[role]}: every route it may open works, every other is not found`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const account = await accountFor(role, request);
    const watch = watchApi(page);
    const allowed = SIGNED_IN_ROUTES.filter(([, roles]) => roles.includes(role));
    const denied = SIGNED_IN_ROUTES.filter(([, roles]) => !roles.includes(role));
    // About a second a page; a broken one costs its assertions' timeouts, and every one is reported.
    const pages = allowed.reduce((count, [pattern]) => count + addressesOf(pattern, account).length, 0);
    test.setTimeout(60_000 + (pages + denied.length) * 15_000);

    await page.goto('/entry/login');
    await logIn(page, account.login, account.password);
    await expect(page).toHaveURL(/\/app\/home$/);
    const sidebar = page.getByRole('navigation', { name: 'Your account' });
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();

    await test.step('in-app: every link of the sidebar', async () => {
      const links = await sidebar
        .getByRole('link')
        .evaluateAll((elements) =>
          elements.map((element) => [element.textContent ?? '', element.getAttribute('href') ?? ''] as const),
        );
      expect(links.length).toBeGreaterThan(1);
      for (const [, href] of links) {
        const pattern = findRoute(href);
        expect(pattern, `${href} is in ROUTE_ACCESS`).not.toBeNull();
        watch.refused.length = 0;
        const errorsFrom = pageErrors.length;
        // By its address: a link's name may carry a count its text does not (Messages, 2 unread).
        await sidebar.locator(`a[href="${href}"]`).click();
        await expectPageWorks(page, watch, pageErrors, landingOf(pattern!, account), errorsFrom);
      }
    });

    for (const [pattern] of allowed) {
      await test.step(`allowed: ${pattern}`, async () => {
        for (const address of addressesOf(pattern, account)) {
          await openAllowed(page, watch, pageErrors, address, landingOf(pattern, account));
        }
      });
    }

    await test.step('not allowed: each goes to /not-found', async () => {
      for (const [pattern] of denied) {
        // The route's first address; the guard decides before any page (or child) is read.
        const [address] = addressesOf(pattern, {
          ...account,
          childId: account.childId ?? NO_CHILD,
          roomId: account.roomId ?? NO_CHILD,
        });
        watch.refused.length = 0;
        await page.goto(address!);
        await expect.soft(page, `${address} for ${roleNames[role]}`).toHaveURL(/\/not-found$/);
        await expect
          .soft(page.getByRole('main').getByRole('heading', { level: 1 }), `${address} shows not found`)
          .toHaveText('Page not found');
        expect.soft(watch.refused, `calls on ${address}`).toEqual([]);
      }
      // The refusals did not end the session.
      await openAllowed(page, watch, pageErrors, '/app/home', '/app/home');
    });
  });
}
