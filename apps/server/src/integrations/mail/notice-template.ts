import type { Language } from '@kinderly/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { RenderedMail } from './templates.ts';

/**
 * A notice e-mail (bookings): a greeting, paragraphs, one button and the signature, as HTML and the same words as
 * plain text. The words come from the caller, already in the reader's language.
 */
export function renderNoticeMail(
  language: Language,
  content: { subject: string; greeting: string; lines: string[]; action: string; link: string; signature: string },
): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.lines.flatMap((l) => [l, '']),
    `${content.action}: ${content.link}`,
    '',
    content.signature,
  ].join('\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const link = escapeHtml(content.link);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:22px;color:#1976D2">Kinderly</h1>
${[content.greeting, ...content.lines].map(p).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#1976D2;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action)}</a></p>
<p style="margin:24px 0 0">${escapeHtml(content.signature)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { subject: content.subject, html, text };
}
