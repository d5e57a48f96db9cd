import { installGlobalErrorHandler } from './app/global-error-handler.ts';
import { isLandingVisit } from './app/landing-visit.ts';
import { readServerRenderState } from './app/server-render-state.ts';
import { keepEarlyInteraction, untilFirstInteraction } from './app/first-interaction.ts';
import { prefetchWhenLoaded } from './app/prefetch-later.ts';
import { isVisitorPage, welcomeVisitor } from './app/visitor-arrival.ts';
import { LANGUAGE_STORAGE_KEY, currentLanguage, loadI18n, toLanguage } from './lib/i18n.ts';
import { readStorage } from './lib/storage.ts';

// Before anything renders, so an error on the way to the first page is reported too.
installGlobalErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered is hydrated in the language it was rendered in (ADR 019); a choice stored on this
// device that the server did not know of yet (no cookie) wins, and the browser renders the page itself.
const served = readServerRenderState();
const chosen = toLanguage(readStorage(LANGUAGE_STORAGE_KEY));
const rendered = served && (chosen === null || chosen === served.language) ? served : null;
const language = rendered?.language ?? chosen ?? undefined;

// A visitor's server-rendered page is theirs to read at once; its scripts start at their first interaction, and
// what they do meanwhile is handed to the app once it has hydrated (ADR 026).
const visitor = isVisitorPage(rendered);
if (rendered) keepEarlyInteraction();
if (visitor) {
  welcomeVisitor(rendered.language);
  prefetchWhenLoaded();
  await untilFirstInteraction();
}
// A visitor's catalogue is loaded (and i18next started) at their first interaction too: before it, nothing renders.
const catalogue = loadI18n(language);

// The landing page and the app are separate chunks, fetched alongside the reader's catalogue (ADR 015).
if (isLandingVisit()) {
  const [i18n, { renderLanding }] = await Promise.all([catalogue, import('./app/landing.tsx')]);
  // The landing page always runs for a visitor; one it was not rendered for is counted here.
  if (!visitor) welcomeVisitor(currentLanguage(i18n));
  renderLanding(container, i18n, rendered);
} else {
  // Two tasks instead of one (ADR 018): the libraries first, then the app, which finds them evaluated.
  await import('./app/start-libraries.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [i18n, { startApp }] = await Promise.all([catalogue, import('./app/start-app.tsx')]);
  await startApp(container, i18n, rendered, { firstViewSent: visitor });
}
