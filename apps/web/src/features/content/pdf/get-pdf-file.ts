import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../api/query-keys.ts';

export type PdfFetchFailure = 'not-found' | 'server' | 'network' | 'not-pdf';

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

/**
 * The document as a Blob. Fetched here rather than by PDF.js so that a refusal from the server (a 404 from the files
 * API) is shown with the server's message, and so the same bytes serve the viewer and the download button.
 * `path` is same-origin by construction (see resolvePdfSource).
 */
export async function getPdfFile(path: string, signal?: AbortSignal): Promise<Blob> {
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
  const bytes = await response.arrayBuffer();
  // Every PDF starts with "%PDF-"; an HTML page (the single-page fallback for an unknown path) does not.
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 1024));
  if (!head.includes('%PDF-')) throw new PdfFetchError('not-pdf', 'The file is not a PDF document.', response.status);
  return new Blob([bytes], { type: 'application/pdf' });
}

export function pdfFileQueryOptions(path: string) {
  return queryOptions({
    queryKey: contentKeys.pdf(path),
    queryFn: ({ signal }) => getPdfFile(path, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function usePdfFile(path: string) {
  return useQuery(pdfFileQueryOptions(path));
}
