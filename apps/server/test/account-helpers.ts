import type { FastifyInstance } from 'fastify';
import { DEFAULT_TEST_PASSWORD, type UserRow } from '@kinderly/db';
import type { DevMail, LoginResponse } from '@kinderly/shared';

export const PASSWORD = DEFAULT_TEST_PASSWORD;

let addressCounter = 0;
/** A distinct client address per call, so one test's throttling never touches another's. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function loginAs(
  app: FastifyInstance,
  user: Pick<UserRow, 'email'>,
  password = PASSWORD,
): Promise<LoginResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { userNameOrEmail: user.email, password },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginResponse>();
}

export const bearer = (login: Pick<LoginResponse, 'accessToken'>) => ({ authorization: `Bearer ${login.accessToken}` });

export async function outbox(app: FastifyInstance): Promise<DevMail[]> {
  // Some mails go out after the answer (forgotPassword); wait for those already started.
  await app.mailer.idle?.();
  const res = await app.inject({ method: 'GET', url: '/api/dev/mail' });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json<{ mails: DevMail[] }>().mails;
}

/** The newest mail to this address. */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<DevMail> {
  const mail = (await outbox(app)).find((candidate) => candidate.to.toLowerCase() === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The link with this path in a mail's text part, as a URL. */
export function linkIn(mail: DevMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/]/g, '\\/')}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return new URL(match[0]);
}
