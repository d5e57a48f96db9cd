import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../lib/i18n.ts';

/** The id of the `<script type="application/json">` the server writes beside a page it rendered (ADR 019). */
export const SERVER_RENDER_STATE_ID = 'kinderly-ssr';

/** What the browser needs to hydrate a page the server rendered into exactly the same markup. */
export type ServerRenderState = {
  language: Language;
  /** The `kinderly.signedIn` cookie the server rendered the header with. */
  signedIn: boolean;
  /** The router's data (`hydrationData`), absent on the landing page, which runs without the router. */
  router?: { loaderData: Record<string, unknown>; actionData?: Record<string, unknown> | null };
  /** The content page's queries (blog, policies), which the browser's cache starts with: no second fetch, no flash. */
  queries?: DehydratedState;
};

/** The state of a page the server rendered, or null when it sent the empty shell (the browser renders). */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return null;
  }
}

/** The state as a script body: JSON with `<` escaped, so no text in it can close the script. */
export function serializeServerRenderState(state: ServerRenderState): string {
  return `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}
