import { buildPath } from '../../../lib/api-path.ts';
import { FILE_PATH } from '../../../lib/api/index.ts';

const FILE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const DEFAULT_FILE_NAME = 'document.pdf';

export type PdfSource =
  | { kind: 'none' }
  /** An address on another origin, or not a web address at all: never fetched. */
  | { kind: 'refused'; url: string }
  | { kind: 'invalid-file' }
  /**
   * `path` is same-origin (path, query and no fragment), safe to fetch with our cookies; `stored` says it is a file
   * of the files API (GET /api/file/{id}), which needs the bearer token.
   */
  | { kind: 'ok'; path: string; fileName: string; stored: boolean };

function fileNameOf(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return DEFAULT_FILE_NAME;
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * What /pdf-viewer may open, from its query: `?url=` must resolve to a path on our own origin (so the viewer cannot
 * be used to show, or to fetch with the reader's session, a document from elsewhere), `?fileId=` maps to the files
 * API. The URL parser decides where an address points, exactly as the browser would, which settles tricks like
 * `//host` and `/\host`.
 */
export function resolvePdfSource(params: URLSearchParams, origin: string): PdfSource {
  const rawUrl = params.get('url')?.trim();
  if (rawUrl) {
    let url: URL;
    try {
      url = new URL(rawUrl, origin);
    } catch {
      return { kind: 'refused', url: rawUrl };
    }
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return { kind: 'refused', url: rawUrl };
    }
    return { kind: 'ok', path: `${url.pathname}${url.search}`, fileName: fileNameOf(url.pathname), stored: false };
  }

  const fileId = params.get('fileId')?.trim();
  if (fileId !== undefined && fileId !== '') {
    if (!FILE_ID.test(fileId)) return { kind: 'invalid-file' };
    return {
      kind: 'ok',
      path: buildPath(FILE_PATH, { id: fileId }),
      fileName: `document-${fileId}.pdf`,
      stored: true,
    };
  }
  return { kind: 'none' };
}
