import type { Language } from '@kinderly/shared';
import { MAIL_MESSAGES } from './messages.ts';

export type MailKind = 'confirm-email' | 'reset-password' | 'welcome';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One account e-mail in the user's language, as HTML with the same words as plain text. */
export function renderMail(
  kind: MailKind,
  language: Language,
  vars: { firstName: string; link: string },
): RenderedMail {
  const words = MAIL_MESSAGES[language] ?? MAIL_MESSAGES.en;
  const body = words[kind];
  const greeting = words.greeting.replace('{name}', vars.firstName);
  const closing = kind === 'welcome' ? [] : [body.expiry, words.ignore];

  const text = [greeting, '', body.intro, '', `${body.action}: ${vars.link}`, '', ...closing, '', words.signature].join(
    '\n',
  );

  const link = escapeHtml(vars.link);
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n');
  // Inline styles and one table: what mail clients render reliably.
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:22px;color:#1976D2">Kinderly</h1>
${paragraphs([greeting, body.intro])}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#1976D2;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(body.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px">${escapeHtml(words.linkFallback)}<br><a href="${link}" style="color:#1976D2;word-break:break-all">${link}</a></p>
${paragraphs(closing.filter(Boolean))}
<p style="margin:24px 0 0">${escapeHtml(words.signature)}</p>
</td></tr>
</table>
</body>
</html>`;
  return { subject: body.subject, html, text: text.replace(/\n{3,}/g, '\n\n') };
}
