import type { AccountDeps, ActorInput } from './deps.ts';
import { revokeFamily } from './session-tokens.ts';

/** Ends the session the access token belongs to: its refresh token stops working at once. */
export async function logout({
  db,
  sessions,
  actor,
}: ActorInput & Pick<AccountDeps, 'sessions'>): Promise<{ message: string }> {
  await revokeFamily({ db, sessions }, actor.sessionId, actor.userId);
  return { message: 'Signed out.' };
}
