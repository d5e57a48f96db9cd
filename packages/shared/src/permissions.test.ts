import { describe, expect, it } from 'vitest';
import { ACTIONS, can, canAccessRoute, findRoute, rolesFor, rolesForRoute, routeAccess } from './permissions.ts';
import { Role } from './roles.ts';

const { HomeProvider, Parent, SuperAdmin, Nanny } = Role;

describe('route access (SPEC section 6)', () => {
  it.each([
    ['/app/home', [HomeProvider, Parent, SuperAdmin, Nanny]],
    ['/app/payment-info', [HomeProvider, Parent, SuperAdmin, Nanny]],
    ['/app/credit-cards-list', [HomeProvider, Parent, SuperAdmin, Nanny]],
    ['/app/congratulations', [HomeProvider, Parent, SuperAdmin, Nanny]],
    ['/app/settings', [Parent, SuperAdmin, Nanny]],
    ['/app/enroll/child-info', [Parent, SuperAdmin, Nanny]],
    ['/app/enroll', [Parent, SuperAdmin, Nanny]],
    ['/app/invitation-link', [Parent, SuperAdmin, Nanny]],
    ['/app/parent-location', [Parent, SuperAdmin]],
    ['/app/user-settings-notifications', [Parent, SuperAdmin]],
    ['/booking-summary', [Parent, SuperAdmin]],
    ['/reoccurring-booking-day', [Parent, SuperAdmin]],
    ['/app/enroll-childcare/prices', [HomeProvider, SuperAdmin]],
    ['/app/enroll-childcare-provider/badges', [HomeProvider, SuperAdmin]],
    ['/app/history', [HomeProvider, SuperAdmin]],
    ['/app/history/orders', [HomeProvider, SuperAdmin]],
    ['/app/history/viewDetails/42', [HomeProvider, SuperAdmin, Parent, Nanny]],
    ['/app/regulation-compliance', [HomeProvider, SuperAdmin]],
    ['/app/edit-profile', [HomeProvider, Parent]],
    ['/admin/users', [SuperAdmin]],
    ['/admin', [SuperAdmin]],
  ] as const)('%s is open to %j only', (path, roles) => {
    for (const role of [HomeProvider, Parent, SuperAdmin, Nanny]) {
      expect(canAccessRoute(role, path), `role ${role}`).toBe((roles as readonly number[]).includes(role));
    }
  });

  it('sends a visitor without a session to login, and anyone to not-found on an unknown path', () => {
    expect(routeAccess(null, '/app/home')).toBe('login');
    expect(routeAccess(null, '/entry/login')).toBe('allow');
    expect(routeAccess(null, '/blog/7')).toBe('allow');
    expect(routeAccess(Parent, '/app/no-such-page')).toBe('not-found');
    expect(routeAccess(Nanny, '/admin/users')).toBe('not-found');
  });

  it('ignores the query and a trailing slash, and prefers the exact pattern', () => {
    expect(findRoute('/app/home/?x=1')).toBe('/app/home');
    expect(findRoute('/app/enroll-childcare/location')).toBe('/app/enroll-childcare/*');
    expect(findRoute('/waitlist/12/confirmation')).toBe('/waitlist/:id/*');
  });

  it('lists the roles of a pattern and refuses an unknown one', () => {
    expect(rolesForRoute('/app/parent-location').sort()).toEqual([Parent, SuperAdmin].sort());
    expect(() => rolesForRoute('/nope')).toThrow();
  });
});

describe('actions (SPEC section 6)', () => {
  it('gives every role login, logout and the sidebar', () => {
    for (const role of [HomeProvider, Parent, SuperAdmin, Nanny]) {
      expect(can(role, 'login') && can(role, 'logout') && can(role, 'toggleSidebar')).toBe(true);
    }
  });

  it('follows the lists by role', () => {
    expect(rolesFor('switchToProvider').sort()).toEqual([Parent, Nanny].sort());
    expect(rolesFor('switchToParent')).toEqual([HomeProvider]);
    expect(rolesFor('book').sort()).toEqual([Parent, SuperAdmin].sort());
    expect(rolesFor('viewUsers')).toEqual([SuperAdmin]);
    expect(rolesFor('approveOrders')).toEqual([HomeProvider]);
    expect(can(Nanny, 'book')).toBe(false);
    expect(can(null, 'login')).toBe(false);
    expect(ACTIONS).toContain('listing');
  });
});
