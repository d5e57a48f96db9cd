import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, DevMailListSchema, toRoutePath } from '@kinderly/shared';
import { listOutbox, outboxDir, readOutboxMail } from '../../integrations/mail/index.ts';
import { sendNotFound } from '../../plugins/spa.ts';
import { isLocalRequest } from './local-only.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem;line-height:1.5;color:#1f2933}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d9e2ec;vertical-align:top}
a{color:#0b5cad}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem}</style></head>
<body>${body}</body></html>`;
}

/**
 * The mail outbox as a page for the person running the server at /dev/mail and as JSON for end-to-end tests
 * at /api/dev/mail. Password-reset links are in there, so these answer only requests made on this machine and
 * only while mail goes to the outbox, in every NODE_ENV (ADR 016); anyone else gets the 404 of a path that
 * does not exist.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = outboxDir(app.config);

  app.addHook('onRequest', async (request, reply) => {
    if (app.mailer.kind !== 'outbox' || !isLocalRequest(request)) return sendNotFound(request, reply);
  });

  app.get(
    toRoutePath(API_PATHS.dev.mail),
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox mails, newest first (from this machine only, while mail goes to the outbox)',
        response: { 200: DevMailListSchema },
      },
    },
    async () => ({ mails: await listOutbox(dir) }),
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listOutbox(dir);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td><time datetime="${mail.createdAt}">${escapeHtml(new Date(mail.createdAt).toLocaleString('en-CA'))}</time></td>` +
          `<td>${escapeHtml(mail.to)}</td><td><a href="/dev/mail/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('\n');
    const body = mails.length
      ? `<table><caption>Mails, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Outbox – Kinderly',
          `<main><h1>Outbox</h1><p>Mail written to <code>${escapeHtml(dir)}</code>.</p>${body}</main>`,
        ),
      );
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const mail = await readOutboxMail(dir, request.params.id);
      if (!mail)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            page('Not found', '<main><h1>No such mail</h1><p><a href="/dev/mail">Back to the outbox</a></p></main>'),
          );
      // Our own template, shown as the recipient would see it.
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
