import type { Language } from '@kinderly/shared';
import type { MailMessage } from '../../integrations/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

const WORDS = {
  en: {
    'co-parent': {
      subject: '{inviter} invited you to share a child record on Kinderly',
      intro: '{inviter} invited you to see and update the enrolment record of {children} on Kinderly, as a co-parent.',
      action: 'Accept the invitation',
      note: 'Sign in (or create your account) with this e-mail address, then accept. The link expires in 14 days.',
    },
    provider: {
      subject: '{inviter} invited you to Kinderly',
      intro:
        '{inviter} would like to book childcare with you through Kinderly, where providers manage bookings, waitlists and payments.',
      action: 'Join Kinderly',
      note: 'Creating your provider account is free.',
    },
    signature: 'The Kinderly team',
    theirChild: 'their child',
  },
  fr: {
    'co-parent': {
      subject: '{inviter} vous invite à partager un dossier d’enfant sur Kinderly',
      intro:
        '{inviter} vous invite à consulter et à mettre à jour le dossier d’inscription de {children} sur Kinderly, en tant que coparent.',
      action: 'Accepter l’invitation',
      note: 'Connectez-vous (ou créez votre compte) avec cette adresse courriel, puis acceptez. Le lien expire dans 14 jours.',
    },
    provider: {
      subject: '{inviter} vous invite sur Kinderly',
      intro:
        '{inviter} aimerait réserver des services de garde avec vous sur Kinderly, où les prestataires gèrent réservations, listes d’attente et paiements.',
      action: 'Rejoindre Kinderly',
      note: 'La création de votre compte de prestataire est gratuite.',
    },
    signature: 'L’équipe Kinderly',
    theirChild: 'son enfant',
  },
} as const satisfies Record<Language, unknown>;

/** The invitation e-mail, in the inviter's language, HTML and the same words as text. */
export function renderInvitationMail(
  kind: 'co-parent' | 'provider',
  language: Language,
  vars: { to: string; inviter: string; children: string[]; link: string },
): MailMessage {
  const words = WORDS[language] ?? WORDS.en;
  const fill = (text: string) =>
    text
      .replace('{inviter}', vars.inviter)
      .replace('{children}', vars.children.length > 0 ? vars.children.join(', ') : words.theirChild);
  const body = words[kind];
  const [subject, intro] = [fill(body.subject), fill(body.intro)];
  const text = [intro, '', `${body.action}: ${vars.link}`, '', body.note, '', words.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><tr><td>
<h1 style="margin:0 0 24px;font-size:22px;color:#1976D2">Kinderly</h1>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#1976D2;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(body.action)}</a></p>
<p style="font-size:13px;word-break:break-all">${escapeHtml(vars.link)}</p>
<p>${escapeHtml(body.note)}</p>
<p>${escapeHtml(words.signature)}</p>
</td></tr></table></body></html>`;
  return { to: vars.to, subject, html, text };
}
