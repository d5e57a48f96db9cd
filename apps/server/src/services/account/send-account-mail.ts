import type { UserRow } from '@kinderly/db';
import { ACCOUNT_LINK_PATHS, LanguageSchema } from '@kinderly/shared';
import { renderMail, type MailKind } from '../../integrations/mail/index.ts';
import type { AccountDeps } from './deps.ts';

function linkFor(kind: MailKind, publicUrl: string, userId: string, token: string | undefined): string {
  if (kind === 'welcome') return `${publicUrl}/app/home`;
  const url = new URL(
    `${publicUrl}${kind === 'confirm-email' ? ACCOUNT_LINK_PATHS.confirmEmail : ACCOUNT_LINK_PATHS.resetPassword}`,
  );
  url.searchParams.set('userId', userId);
  url.searchParams.set(kind === 'confirm-email' ? 'etoken' : 'token', token ?? '');
  return url.toString();
}

/**
 * Sends one account e-mail in the user's language. A delivery failure is logged, not thrown: the account
 * change is already saved, and the person can ask for the mail again.
 */
export async function sendAccountMail(
  { mailer, publicUrl, log }: Pick<AccountDeps, 'mailer' | 'publicUrl' | 'log'>,
  kind: MailKind,
  user: UserRow,
  token?: string,
): Promise<void> {
  const language = LanguageSchema.catch('en').parse(user.language);
  const mail = renderMail(kind, language, {
    firstName: user.firstName,
    link: linkFor(kind, publicUrl, user.id, token),
  });
  try {
    await mailer.send({ to: user.email, ...mail });
  } catch (error) {
    log.error({ err: error, kind, userId: user.id }, 'account e-mail could not be sent');
  }
}
