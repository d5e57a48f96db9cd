import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError, type DownloadedBody } from '../../../lib/api/index.ts';
import { contentKeys } from '../api/query-keys.ts';

export type PdfFetchFailure = 'not-found' | 'server' | 'network' | 'not-pdf' | 'sign-in';

/** Why a document could not be fetched, with the server's own message when it gave one. */
export class PdfFetchError extends Error {
  override readonly name = 'PdfFetchError';
  constructor(
    readonly failure: PdfFetchFailure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

async function serverMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message.trim();
  } catch {
    // Not JSON: fall back to the status line.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** A stored file through the API client: with the bearer token (refreshed when needed), failures told apart. */
async function fetchStoredFile(path: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  try {
    const body = await apiRequest<DownloadedBody>({ path, responseType: 'blob', signal, quiet: true });
    return await body.blob.arrayBuffer();
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    if (error.kind === 'network') throw new PdfFetchError('network', error.message);
    if (error.kind === 'unauthenticated' || error.status === 401 || error.status === 403)
      throw new PdfFetchError('sign-in', error.message, error.status ?? 401);
    throw new PdfFetchError(error.status === 404 ? 'not-found' : 'server', error.message, error.status ?? null);
  }
}

async function fetchSameOrigin(path: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(path, { signal, credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PdfFetchError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const failure = response.status === 404 ? 'not-found' : 'server';
    throw new PdfFetchError(failure, await serverMessage(response), response.status);
  }
  return response.arrayBuffer();
}

/**
 * The document as a Blob. Fetched here rather than by PDF.js so that a refusal from the server (a 404 from the files
 * API) is shown with the server's message, and so the same bytes serve the viewer and the download button. A stored
 * file comes through the API client (it needs the token); `path` is same-origin by construction (resolvePdfSource).
 */
export async function getPdfFile(source: PdfFileSource, signal?: AbortSignal): Promise<Blob> {
  const bytes = source.stored ? await fetchStoredFile(source.path, signal) : await fetchSameOrigin(source.path, signal);
  // Every PDF starts with "%PDF-"; an HTML page (the single-page fallback for an unknown path) does not.
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 1024));
  if (!head.includes('%PDF-')) throw new PdfFetchError('not-pdf', 'The file is not a PDF document.');
  return new Blob([bytes], { type: 'application/pdf' });
}

export type PdfFileSource = { path: string; stored: boolean };

export function pdfFileQueryOptions(source: PdfFileSource) {
  return queryOptions({
    queryKey: contentKeys.pdf(source.path),
    queryFn: ({ signal }) => getPdfFile(source, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function usePdfFile(source: PdfFileSource) {
  return useQuery(pdfFileQueryOptions(source));
}
