import { describe, expect, it } from 'vitest';
import { accountState, type GatewayAccount } from './types.ts';

const account = (fields: Partial<GatewayAccount>): GatewayAccount => ({
  id: 'acct_1',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: [],
  disabledReason: null,
  bankLast4: null,
  ...fields,
});

describe('accountState', () => {
  it.each([
    [null, 'not_started'],
    [account({ disabledReason: 'requirements.past_due' }), 'pending'],
    [account({ detailsSubmitted: true, disabledReason: 'requirements.pending_verification' }), 'pending'],
    [account({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true }), 'verified'],
    [account({ detailsSubmitted: true, disabledReason: 'requirements.past_due' }), 'restricted'],
    [account({ disabledReason: 'rejected.fraud' }), 'restricted'],
    [account({ detailsSubmitted: true, disabledReason: 'under_review' }), 'restricted'],
  ] as const)('%j is %s', (value, state) => expect(accountState(value)).toBe(state));
});
