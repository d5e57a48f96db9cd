import { randomBytes } from 'node:crypto';
import type { Database } from '../client.ts';
import {
  connectedAccounts,
  sandboxIdempotencyKeys,
  sandboxObjects,
  type ConnectedAccountRow,
} from '../schema/index.ts';

/** The states a payout account can be seeded in: verified can receive money; pending has its details in review. */
export type SeededPayoutState = 'pending' | 'verified';

/**
 * A sandbox payout account for `userId`, written as the sandbox gateway would have written it after a completed
 * onboarding (apps/server/src/integrations/payments: the `account` object in sandbox_objects, the idempotency
 * key of its creation, and our connected_accounts record), so the gateway reads it back and later calls work on
 * it. Verified: details submitted, charges and payouts enabled. Pending: details submitted, still being checked.
 * The packages/db seed cannot import the server; the payments tests check that the sandbox agrees.
 */
export async function createPayoutAccount(
  db: Database,
  { userId, email, state = 'verified' }: { userId: string; email: string; state?: SeededPayoutState },
): Promise<ConnectedAccountRow> {
  const id = `acct_sbx_${randomBytes(12).toString('base64url')}`;
  const verified = state === 'verified';
  const bankLast4 = '6789';
  const account = {
    id,
    email,
    detailsSubmitted: true,
    chargesEnabled: verified,
    payoutsEnabled: verified,
    requirementsDue: [] as string[],
    disabledReason: verified ? null : 'requirements.pending_verification',
    bankLast4,
    profile: {
      legalName: email,
      dateOfBirth: '1985-04-12',
      addressLine1: '1 Demo Street',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
      transitNumber: '00011',
      institutionNumber: '000',
      accountNumber: 'on file',
    },
  };
  await db.insert(sandboxObjects).values({ id, object: 'account', customerId: null, body: account });
  await db
    .insert(sandboxIdempotencyKeys)
    .values({ key: `kinderly:account:${userId}`, operation: 'accounts.create', objectId: id })
    .onConflictDoNothing();
  const [row] = await db
    .insert(connectedAccounts)
    .values({
      userId,
      gateway: 'sandbox',
      accountId: id,
      state,
      detailsSubmitted: true,
      chargesEnabled: verified,
      payoutsEnabled: verified,
      requirementsDue: [],
      bankLast4,
    })
    .returning();
  if (!row) throw new Error('createPayoutAccount inserted nothing');
  return row;
}
