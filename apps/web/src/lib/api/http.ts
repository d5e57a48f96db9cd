import { appendQuery, type QueryParams } from '../api-path.ts';
import { ApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HttpRequest = {
  method: HttpMethod;
  path: string;
  query?: QueryParams | undefined;
  body?: unknown;
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
  /** `blob`: a 2xx answer comes back as a `DownloadedBody` (files); failures are read as JSON either way. */
  responseType?: 'json' | 'blob' | undefined;
};

/** A 2xx file answer: the bytes and the name from Content-Disposition (null when it gives none). */
export type DownloadedBody = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, else the plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (!isObject(body) || !isObject(body.errors)) return null;
  const entries = Object.entries(body.errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The response detail the error page shows: the server's message, else the status text. */
function detailOf(response: Response, body: unknown): string {
  if (isObject(body) && typeof body.message === 'string' && body.message) return body.message;
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * One HTTP exchange with no rules attached: a JSON body (only when there is one, since the server refuses an empty
 * JSON body) or a FormData one sent as multipart (the browser writes its boundary), the bearer token when given,
 * and every failure as an ApiError.
 */
export async function sendHttp({
  method,
  path,
  query,
  body,
  token,
  signal,
  responseType,
}: HttpRequest): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Uploads (multipart, SPEC section 5) go as the browser encodes them: it writes the boundary into the header.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(appendQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancelling a query), not a failure to route.
    if (signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }

  if (response.ok && responseType === 'blob') {
    const downloaded: DownloadedBody = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
    return downloaded;
  }
  const data = await readBody(response);
  if (response.ok) return data;
  throw new ApiError({
    kind: 'http',
    status: response.status,
    code: isObject(data) && typeof data.code === 'string' ? data.code : undefined,
    message: detailOf(response, data),
    fieldErrors: fieldErrorsOf(data),
    body: data,
  });
}
