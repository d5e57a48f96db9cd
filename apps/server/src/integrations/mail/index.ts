import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The one way the server sends e-mail. */
export interface Mailer {
  readonly kind: string;
  send(message: MailMessage): Promise<void>;
  /** Resolves once deliveries already started have finished (the app's mailer tracks them). */
  idle?(): Promise<void>;
  close?(): Promise<void> | void;
}

export const outboxDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'outbox');

/** SMTP when SMTP_URL is set; otherwise the outbox in DATA_DIR, which /dev/mail lists. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(outboxDir(config));
}

export { TrackedMailer } from './tracked.ts';

export { listOutbox, readOutboxMail, type OutboxMail } from './outbox.ts';
export { renderMail, type MailKind } from './templates.ts';
export { renderNoticeMail } from './notice-template.ts';
