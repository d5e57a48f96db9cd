import type { ActorInput } from './deps.ts';
import { revokeFamily } from './session-tokens.ts';

/** Ends the session the access token belongs to: its refresh token stops working at once. */
export async function logout({ db, actor }: ActorInput): Promise<{ message: string }> {
  await revokeFamily(db, actor.sessionId, actor.userId);
  return { message: 'Signed out.' };
}
