import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kinderly/db';
import type { Mailer } from '../../integrations/mail/index.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import type { JobQueue } from '../../lib/jobs/index.ts';
import type { LiveSessions } from '../../lib/live-sessions.ts';
import type { AccountThrottle } from '../../lib/throttle.ts';
import type { Actor } from '../../plugins/auth.ts';

/** What the account services need from the app; routes build it once. */
export interface AccountDeps {
  db: Database;
  tokens: AccessTokens;
  /** Told when sessions end, so access tokens of those sessions stop working at once (ADR 003, addendum). */
  sessions: LiveSessions;
  mailer: Mailer;
  throttle: AccountThrottle;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Account events are queued for the notification centre in the change's transaction (ADR 029, "Account"). */
  jobs: JobQueue;
  /** The app's clock: the time a notice tells. */
  clock: { now(): Date };
}

export interface ActorInput {
  db: Database;
  actor: Actor;
}
