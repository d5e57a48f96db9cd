import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DevMail } from '@kinderly/shared';
import type { Mailer, MailMessage } from './index.ts';

export type OutboxMail = DevMail;

// Ids start with the time so that file names sort oldest first; nothing else may reach the file system.
const ID = /^\d{13}-[0-9a-f-]{36}$/;

/** Writes each mail as a JSON file: the development stand-in for SMTP, read back by /dev/mail. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  /** The folder is made once, not at each mail (a bench of bookings sends thousands). */
  private made: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    this.made ??= mkdir(this.dir, { recursive: true });
    await this.made;
    const createdAt = new Date();
    const id = `${createdAt.getTime()}-${randomUUID()}`;
    const mail: OutboxMail = { id, ...message, createdAt: createdAt.toISOString() };
    const file = join(this.dir, `${id}.json`);
    const body = JSON.stringify(mail, null, 2);
    // Written whole and then renamed, so a reader never sees half a mail.
    try {
      await writeFile(`${file}.tmp`, body);
    } catch (error) {
      // The folder was removed meanwhile (or making it failed): make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.made = mkdir(this.dir, { recursive: true });
      await this.made;
      await writeFile(`${file}.tmp`, body);
    }
    await rename(`${file}.tmp`, file);
  }
}

/** Every mail in the outbox, newest first. */
export async function listOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .filter((id) => ID.test(id))
    .sort()
    .reverse();
  const mails = await Promise.all(ids.map((id) => readOutboxMail(dir, id)));
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

export async function readOutboxMail(dir: string, id: string): Promise<OutboxMail | null> {
  if (!ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}
