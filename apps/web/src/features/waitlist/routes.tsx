import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['waitlist'], load);

const pages = {
  step: page(() => import('./pages/waitlist-step-page.tsx').then((m) => ({ Component: m.WaitlistStepPage }))),
  schoolPlan: page(() => import('./pages/school-plan-page.tsx').then((m) => ({ Component: m.SchoolPlanPage }))),
  intro: page(() => import('./pages/main-modal-page.tsx').then((m) => ({ Component: m.MainModalPage }))),
};

/**
 * The waitlist wizard of SPEC section 2 (outside /app, inside the signed-in frame): `/waitlist/:childId/:step`, the
 * school plan page under its step, and the introduction at /main-modal-page.
 */
export const waitlistWizardRoutes: RouteObject[] = [
  { path: 'waitlist/:childId', lazy: pages.step },
  { path: 'waitlist/:childId/:step', lazy: pages.step },
  { path: 'waitlist/:childId/school-plan-list/:planId', lazy: pages.schoolPlan },
  { path: 'main-modal-page', lazy: pages.intro },
];

const purchasePage = <T,>(load: () => Promise<T>) => lazyRouteWithText(['waitlist', 'payments'], load);

/** The free limit and the one-time purchase (ADR 023): outside /app, inside the signed-in frame. */
export const waitlistPurchaseRoutes: RouteObject[] = [
  {
    path: 'limit-page',
    lazy: purchasePage(() => import('./pages/limit-page.tsx').then((m) => ({ Component: m.LimitPage }))),
  },
  {
    path: 'one-time-purchase',
    lazy: purchasePage(() =>
      import('./pages/one-time-purchase-page.tsx').then((m) => ({ Component: m.OneTimePurchasePage })),
    ),
  },
];
