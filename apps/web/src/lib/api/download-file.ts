import { API_PATHS } from '@kinderly/shared';
import { buildPath } from '../api-path.ts';
import { apiRequest } from './api-client.ts';
import type { DownloadedBody } from './http.ts';

export const FILE_PATH = API_PATHS.files.file;

// Types a browser shows itself; anything else is saved under its name.
const VIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);
// Long enough for the new tab to read the bytes; the URL is freed after, so pages do not pile up memory.
const REVOKE_AFTER_MS = 60_000;

export type DownloadOptions = {
  /** Used when the answer names no file (and to tell the download its name). */
  fileName?: string;
  /** `open` (default): a PDF or JPEG opens in a new tab, other types are saved; `save`: always saved. */
  mode?: 'open' | 'save';
  /**
   * A tab opened at the click, before the fetch: browsers block `window.open` after an await. Give it from
   * `openBlankTab()` in the click handler; it is closed if the download fails.
   */
  tab?: Window | null;
};

/** A blank tab opened in the click itself, for `downloadFile` to fill once the bytes have arrived. */
export function openBlankTab(): Window | null {
  return window.open('', '_blank');
}

function save(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opens or saves a stored file (GET /api/file/{id}). Files need the bearer token, so a plain link cannot fetch
 * them: the bytes come through the API client (token refresh, error routing of SPEC section 8) and are handed
 * to the browser as an object URL. Resolves to what was done.
 */
export async function downloadFile(fileId: string, options: DownloadOptions = {}): Promise<'opened' | 'saved'> {
  const { mode = 'open', tab = null } = options;
  let body: DownloadedBody;
  try {
    body = await apiRequest<DownloadedBody>({ path: buildPath(FILE_PATH, { id: fileId }), responseType: 'blob' });
  } catch (error) {
    tab?.close();
    throw error;
  }
  const fileName = body.fileName ?? options.fileName ?? 'file';
  const url = URL.createObjectURL(body.blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);

  if (mode === 'open' && VIEWABLE.has(body.blob.type)) {
    if (tab && !tab.closed) {
      tab.location.href = url;
      return 'opened';
    }
    // No 'noopener' here: with it window.open answers null even when the tab opened.
    if (window.open(url, '_blank')) return 'opened';
  }
  tab?.close();
  save(url, fileName);
  return 'saved';
}
