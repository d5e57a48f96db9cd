import type { RouteObject } from 'react-router';
import { lazyRouteWithText } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>) => lazyRouteWithText(['content'], load);

// Each page is its own chunk, fetched when its route is first matched (a chunk that cannot be: ChunkLoadError).
const pages = {
  about: page(() => import('./pages/about-page.tsx').then((m) => ({ Component: m.AboutPage }))),
  blog: page(() => import('./pages/blog-page.tsx').then((m) => ({ Component: m.BlogPage }))),
  blogPost: page(() => import('./pages/blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage }))),
  careers: page(() => import('./pages/careers-page.tsx').then((m) => ({ Component: m.CareersPage }))),
  help: page(() => import('./pages/help-page.tsx').then((m) => ({ Component: m.HelpPage }))),
  licenses: page(() => import('./pages/licenses-page.tsx').then((m) => ({ Component: m.LicensesPage }))),
  press: page(() => import('./pages/press-page.tsx').then((m) => ({ Component: m.PressPage }))),
  safety: page(() => import('./pages/safety-page.tsx').then((m) => ({ Component: m.SafetyPage }))),
  cookies: page(() => import('./pages/policy-page.tsx').then((m) => ({ Component: m.CookiePolicyPage }))),
  privacy: page(() => import('./pages/policy-page.tsx').then((m) => ({ Component: m.PrivacyPolicyPage }))),
  terms: page(() => import('./pages/policy-page.tsx').then((m) => ({ Component: m.TermsOfUsePage }))),
  pdfViewer: page(() => import('./pages/pdf-viewer-page.tsx').then((m) => ({ Component: m.PdfViewerPage }))),
};

/** The public content pages of SPEC section 2, as children of the public layout (paths relative to it). */
export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: pages.about },
  { path: 'blog', lazy: pages.blog },
  { path: 'blog/:id', lazy: pages.blogPost },
  { path: 'careers', lazy: pages.careers },
  { path: 'help', lazy: pages.help },
  { path: 'licenses', lazy: pages.licenses },
  { path: 'press', lazy: pages.press },
  { path: 'safety', lazy: pages.safety },
  { path: 'cookie-policy', lazy: pages.cookies },
  { path: 'privacy-policy', lazy: pages.privacy },
  { path: 'terms-of-use', lazy: pages.terms },
  { path: 'pdf-viewer', lazy: pages.pdfViewer },
];
