import type { GatewayAccount, OnboardingFormInput } from './types.ts';

export type SandboxAccount = GatewayAccount & { email: string; profile: Record<string, string> };

/** The onboarding fields Stripe asks an individual in Canada for, under Stripe's requirement names. */
const ONBOARDING_REQUIREMENTS: [field: string, requirement: string][] = [
  ['legalName', 'individual.first_name'],
  ['dateOfBirth', 'individual.dob.day'],
  ['addressLine1', 'individual.address.line1'],
  ['city', 'individual.address.city'],
  ['province', 'individual.address.state'],
  ['postalCode', 'individual.address.postal_code'],
  ['accountNumber', 'external_account'],
];

/**
 * The sandbox's hosted onboarding. Kept fields fill requirements; a submitted, complete form verifies the
 * account, except the test date of birth, which restricts it (as Stripe's test identity values do).
 */
export function applyOnboarding(
  account: SandboxAccount,
  input: OnboardingFormInput,
  restrictedDateOfBirth: string,
): SandboxAccount {
  // The bank account number itself is never kept: only its last 4 digits, and the routing numbers.
  const { accountNumber, submit: _submit, ...rest } = input;
  const profile = { ...account.profile };
  for (const [key, value] of Object.entries(rest)) if (value) profile[key] = value;
  if (accountNumber) profile.accountNumber = 'on file';
  const bankLast4 = accountNumber ? accountNumber.slice(-4) : account.bankLast4;
  const requirementsDue = ONBOARDING_REQUIREMENTS.filter(([field]) => !profile[field]).map(
    ([, requirement]) => requirement,
  );
  const complete = requirementsDue.length === 0;
  const detailsSubmitted = account.detailsSubmitted || (input.submit && complete);
  const restricted = detailsSubmitted && profile.dateOfBirth === restrictedDateOfBirth;
  const verified = detailsSubmitted && complete && !restricted;
  const next: SandboxAccount = {
    ...account,
    profile,
    bankLast4,
    requirementsDue: restricted ? ['individual.verification.document'] : requirementsDue,
    detailsSubmitted,
    chargesEnabled: verified,
    payoutsEnabled: verified,
    disabledReason: restricted ? 'rejected.other' : verified ? null : 'requirements.past_due',
  };
  return next;
}

/** A new account: everything still to fill in. */
export function newSandboxAccount(id: string, email: string): SandboxAccount {
  return {
    id,
    email,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ONBOARDING_REQUIREMENTS.map(([, requirement]) => requirement),
    disabledReason: 'requirements.past_due',
    bankLast4: null,
    profile: {},
  };
}
