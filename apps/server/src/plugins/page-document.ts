import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_QUERY } from '@kinderly/shared';
import { readerLanguage } from '../lib/language.ts';
import { renderDocumentHead, withDocumentHead } from '../services/content/document-head.ts';

/**
 * index.html for one request: `<html lang>` in the reader's language and the page's head (title, description,
 * canonical, hreflang) for a public page, the generic head for any other (issue 13, ADR 018).
 */
export async function pageDocument(app: FastifyInstance, request: FastifyRequest, indexHtml: string): Promise<string> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = query[LANGUAGE_QUERY];
  const { language, fromQuery } = readerLanguage({
    query: typeof asked === 'string' ? asked : undefined,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  const path = request.url.split('?')[0] ?? '/';
  const head = await renderDocumentHead({ db: app.db, publicUrl: app.config.PUBLIC_URL, path, language, fromQuery });
  return withDocumentHead(indexHtml, head);
}
