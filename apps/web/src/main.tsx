import { installGlobalErrorHandler } from './app/global-error-handler.ts';
import { isLandingVisit } from './app/landing-visit.ts';
import { loadI18n } from './lib/i18n.ts';

// Before anything renders, so an error on the way to the first page is reported too.
installGlobalErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The landing page and the app are separate chunks, fetched alongside the reader's catalogue (ADR 015).
if (isLandingVisit()) {
  const [i18n, { renderLanding }] = await Promise.all([loadI18n(), import('./app/landing.tsx')]);
  renderLanding(container, i18n);
} else {
  const [i18n, { startApp }] = await Promise.all([loadI18n(), import('./app/start-app.tsx')]);
  startApp(container, i18n);
}
