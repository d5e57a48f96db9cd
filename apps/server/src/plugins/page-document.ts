import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_QUERY } from '@kinderly/shared';
import { readerLanguage, type ReaderLanguage } from '../lib/language.ts';
import { renderDocumentHead, withDocumentHead } from '../services/content/document-head.ts';

/**
 * index.html for one request: `<html lang>` in the reader's language and the page's head (title, description,
 * canonical, hreflang) for a public page, the generic head for any other (issue 13, ADR 018).
 */
export async function pageDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  { language, fromQuery }: ReaderLanguage = requestLanguage(request),
): Promise<string> {
  const path = request.url.split('?')[0] ?? '/';
  const head = await renderDocumentHead({ db: app.db, publicUrl: app.config.PUBLIC_URL, path, language, fromQuery });
  return withDocumentHead(indexHtml, head);
}

/** The language a page is answered in: `?lang=`, then the reader's cookie, then Accept-Language (ADR 018). */
export function requestLanguage(request: FastifyRequest): ReaderLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = query[LANGUAGE_QUERY];
  return readerLanguage({
    query: typeof asked === 'string' ? asked : undefined,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}
