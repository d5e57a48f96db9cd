import { Role } from './roles.ts';

/**
 * SPEC section 6 as data: which role may open which route and perform which action. The web app guards
 * routes and hides actions with it; the server refuses calls with the same table.
 */

const ALL = [Role.HomeProvider, Role.Parent, Role.SuperAdmin, Role.Nanny] as const;
const FAMILY = [Role.SuperAdmin, Role.Nanny, Role.Parent] as const;
const PARENT = [Role.SuperAdmin, Role.Parent] as const;
const PROVIDER = [Role.SuperAdmin, Role.HomeProvider] as const;

export type RouteAccess = 'public' | readonly Role[];

/**
 * Route patterns as the web router writes them: `:name` matches one segment, a trailing `/*` any deeper
 * path (and the path itself). Routes of section 2 that section 6 does not place are marked "not in 6".
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '/': 'public',
  '/about': 'public',
  '/blog': 'public',
  '/blog/:id': 'public',
  '/careers': 'public',
  '/help': 'public',
  '/licenses': 'public',
  '/press': 'public',
  '/safety': 'public',
  '/entry/login': 'public',
  '/entry/register': 'public',
  '/resetpassword': 'public',
  '/forgotpassword': 'public',
  '/emailnotconfirmed': 'public',
  '/confirm-email': 'public',
  '/error': 'public',
  '/not-found': 'public',
  '/cookie-policy': 'public',
  '/privacy-policy': 'public',
  '/terms-of-use': 'public',
  '/orders-history': 'public',
  '/bookings-history': 'public',
  '/pdf-viewer': 'public',

  '/surveycontainer': ALL,
  '/app/home': ALL,
  '/app/payment-info': ALL,
  '/app/payment-info-stripe': ALL,
  '/app/credit-cards-list': ALL,
  '/app/congratulations': ALL,
  '/app/register-supplement': ALL, // not in 6: every new account completes its profile
  '/app/notifications': ALL, // not in 6 (issue 19, ADR 029): the notification centre of the top bar's bell

  '/app/settings': FAMILY,
  '/app/let-me-know': FAMILY,
  '/app/enroll/*': FAMILY,
  '/app/booking': FAMILY,
  // not in 6 (issue 14): a provider's profile, read by every signed-in role (the owner sees its own preview), and
  // the family's favourites
  '/app/providers/:providerId': ALL,
  '/app/favourites': FAMILY,
  // not in 6 (issue 17, ADR 024): the chat, a family member's and a provider's rooms; the SuperAdmin has none
  '/app/messages': [Role.Parent, Role.Nanny, Role.HomeProvider],
  '/app/messages/:roomId': [Role.Parent, Role.Nanny, Role.HomeProvider],
  '/app/invitation-link': FAMILY,
  // not in 6: the waitlist belongs with enrolling and booking children
  '/app/surveys/parents/waitlist': FAMILY,
  '/app/waitlist/*': FAMILY,
  '/waitlist/:id/*': FAMILY,
  '/one-time-purchase': FAMILY,
  '/main-modal-page': FAMILY,
  '/limit-page': FAMILY,

  '/app/parent-location': PARENT,
  '/app/parent-location-automation': PARENT,
  '/app/get-parent-location-automation': PARENT,
  '/app/user-settings-notifications': PARENT,
  '/choose-booking-type': PARENT,
  '/booking-time': PARENT,
  '/booking-summary': PARENT,
  '/reoccurring-booking-day': PARENT,

  '/app/enroll-childcare/*': PROVIDER,
  '/app/enroll-childcare-provider/*': PROVIDER,
  '/app/payout-account': PROVIDER, // not in 6: the stand-alone payout step of the provider wizard
  '/app/regulation-compliance': PROVIDER,
  '/app/edit-provider-enrollment': PROVIDER,
  '/app/policy-procedures': PROVIDER,
  '/app/badges': PROVIDER,
  '/app/location': PROVIDER,
  '/app/history/*': PROVIDER,
  // not in 6: a child's record (section 2 puts it under history) is read by the family who enrolled the child
  // as well as by providers; the server answers only for a child the reader may see (ADR 013).
  '/app/history/viewDetails/:childId': ALL,
  '/app/family-amenities': PROVIDER,
  '/app/home-safety': PROVIDER,
  '/app/settings-notifications': PROVIDER,
  '/app/public-profile': PROVIDER,
  '/app/provider/waitlist': PROVIDER, // not in 6 (issue 16): the provider's own waitlist, in their priority order // not in 6 (issue 14): the provider's public profile preview and pictures

  '/app/edit-profile': [Role.HomeProvider, Role.Parent],

  '/admin/*': [Role.SuperAdmin],
};

/** Actions by role (section 6) and the server-side call groups named in the same section. */
export const ROLE_ACTIONS = {
  [Role.SuperAdmin]: [
    'login',
    'logout',
    'toggleSidebar',
    'administrating',
    'enroll',
    'addCreditCard',
    'seeClickbait',
    'setUpProfile',
    'seeHomeProviderPlaceholder',
    'listing',
    'book',
    'viewUsers',
    'listUsers',
    'viewProviderChildren',
    'viewBookingInfo',
    'deleteUser',
    'editPolicyTexts',
  ],
  [Role.Parent]: [
    'login',
    'logout',
    'toggleSidebar',
    'enroll',
    'addCreditCard',
    'seeClickbait',
    'setUpProfile',
    'switchToProvider',
    'book',
    'refuseAllOrders',
    'viewParentHistory',
    'hideOrderCards',
  ],
  [Role.Nanny]: [
    'login',
    'logout',
    'toggleSidebar',
    'enroll',
    'addCreditCard',
    'seeClickbait',
    'setUpProfile',
    'switchToProvider',
  ],
  [Role.HomeProvider]: [
    'login',
    'logout',
    'toggleSidebar',
    'seeHomeProviderPlaceholder',
    'propertyAndGuest',
    'programStatement',
    'badges',
    'amenities',
    'location',
    'policyAndProcedures',
    'switchToParent',
    'listing',
    'approveOrders',
    'refuseOrders',
    'checkIn',
    'pickUp',
    'noShow',
    'viewProviderHistory',
    'saveProviderEnrolment',
  ],
} as const satisfies Record<Role, readonly string[]>;

export type Action = (typeof ROLE_ACTIONS)[Role][number];

export const ACTIONS: readonly Action[] = [...new Set(Object.values(ROLE_ACTIONS).flat())];

export function can(role: Role | null | undefined, action: Action): boolean {
  if (role == null) return false;
  return (ROLE_ACTIONS[role] as readonly Action[] | undefined)?.includes(action) ?? false;
}

/** Roles that may perform an action; the server's route guards use it. */
export function rolesFor(action: Action): Role[] {
  return (Object.keys(ROLE_ACTIONS).map(Number) as Role[]).filter((role) => can(role, action));
}

function matches(pattern: string, path: string): boolean {
  const wants = pattern.split('/').filter(Boolean);
  const has = path.split('/').filter(Boolean);
  const rest = wants.at(-1) === '*';
  if (rest) wants.pop();
  if (rest ? has.length < wants.length : has.length !== wants.length) return false;
  return wants.every((part, i) => part.startsWith(':') || part === has[i]);
}

/** The pattern of ROUTE_ACCESS that a path falls under; exact patterns win over wildcards. */
export function findRoute(path: string): string | null {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const patterns = Object.keys(ROUTE_ACCESS).filter((pattern) => matches(pattern, clean));
  patterns.sort((a, b) => Number(a.endsWith('/*')) - Number(b.endsWith('/*')) || b.length - a.length);
  return patterns[0] ?? null;
}

/**
 * Navigation rules of section 2: a protected route without a session goes to login; a role not allowed,
 * or a path that matches no route, goes to not-found.
 */
export function routeAccess(role: Role | null | undefined, path: string): 'allow' | 'login' | 'not-found' {
  const pattern = findRoute(path);
  if (pattern === null) return 'not-found';
  const access = ROUTE_ACCESS[pattern]!;
  if (access === 'public') return 'allow';
  if (role == null) return 'login';
  return access.includes(role) ? 'allow' : 'not-found';
}

export function canAccessRoute(role: Role | null | undefined, path: string): boolean {
  return routeAccess(role, path) === 'allow';
}

/** Roles allowed on a route pattern (public routes: every role). The server ties calls to pages with it. */
export function rolesForRoute(pattern: string): Role[] {
  const access = ROUTE_ACCESS[pattern];
  if (access === undefined) throw new Error(`No such route pattern: ${pattern}`);
  return access === 'public' ? [...ALL] : [...access];
}
