import type { Database, UserRow } from '@kinderly/db';
import { RoleSchema, type TokenClaims } from '@kinderly/shared';

export interface BuildTokenClaimsInput {
  db: Database;
  user: UserRow;
  sessionId: string;
}

/**
 * The claims of SPEC section 3, computed in this one place. Children, credit cards, the waitlist queue
 * and auto-login come with later issues, which count them here (`db` is for those queries); until then
 * they are 0 and null.
 */
export async function buildTokenClaims({ user, sessionId }: BuildTokenClaimsInput): Promise<TokenClaims> {
  return {
    sub: user.id,
    role: RoleSchema.parse(user.currentRole),
    isTemporary: user.isTemporary,
    childrenCount: 0,
    creditCardsCount: 0,
    registrationComplete: user.registrationComplete,
    autoLoginRole: null,
    autoLoginUrl: null,
    email: user.email,
    numberInQueue: 0,
    sid: sessionId,
  };
}
