import { z } from 'zod';
import { CARD_BRANDS, cardNumberLengths, cvcLength, detectCardBrand, digitsOf, luhnValid } from './payments-cards.ts';

/** Requests and responses of the Payments calls (SPEC section 7, `/api/payments/...`). Money: integer cents, CAD. */

export const PAYMENT_CURRENCY = 'cad';

export const PAYMENT_MESSAGES = {
  cardNumberRequired: 'Enter the card number.',
  cardNumberInvalid: 'This card number is not valid.',
  cardNumberLength: 'This card number is too short or too long for its brand.',
  expiryRequired: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
  nameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We could not authenticate this card. Try again or use another card.',
  required: 'This field is required.',
  transitNumber: 'A transit number has 5 digits.',
  institutionNumber: 'An institution number has 3 digits.',
  accountNumber: 'An account number has 7 to 12 digits.',
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD.',
  postalCode: 'Enter a Canadian postal code such as K1A 0B1.',
  sameSite: 'This address must be on this site.',
} as const;

/** For API callers of createPaymentSession; no web form shows them, so they have no translation. */
export const PAYMENT_SESSION_MESSAGES = {
  serverPriced:
    'Amounts are computed by the server from what is booked; a payment session takes no products or amounts.',
  orderIdRequired: 'A payment session pays one booked day: name its orderId.',
  orderIdWithSetup: 'A setup session saves a card and pays no order: leave out orderId.',
} as const;

export const CardBrandSchema = z.enum(CARD_BRANDS);

/** "MM/YY" to month and four-digit year; null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function expiryIssue(value: string, now = new Date()): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return PAYMENT_MESSAGES.expiryRequired;
  // A card is valid through the last day of its expiry month.
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  return expiry.year * 12 + expiry.month < current ? PAYMENT_MESSAGES.expiryPast : null;
}

export function cardNumberIssue(cardNumber: string): string | null {
  const digits = digitsOf(cardNumber);
  if (digits.length === 0) return PAYMENT_MESSAGES.cardNumberRequired;
  if (!cardNumberLengths(detectCardBrand(digits)).includes(digits.length)) return PAYMENT_MESSAGES.cardNumberLength;
  return luhnValid(digits) ? null : PAYMENT_MESSAGES.cardNumberInvalid;
}

const CARD_FIELDS = {
  cardNumber: z.string().max(40).describe('Sandbox only: with Stripe the number goes to Stripe, never here'),
  expiry: z.string().max(7).describe('MM/YY'),
  cvc: z.string().max(4),
  cardholderName: z.string().trim().max(100),
  postalCode: z.string().trim().max(10).optional(),
};

function checkCard(
  value: { cardNumber?: string; expiry?: string; cvc?: string; cardholderName?: string },
  ctx: z.RefinementCtx,
) {
  const numberIssue = cardNumberIssue(value.cardNumber ?? '');
  if (numberIssue) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: numberIssue });
  const dateIssue = expiryIssue(value.expiry ?? '');
  if (dateIssue) ctx.addIssue({ code: 'custom', path: ['expiry'], message: dateIssue });
  const cvc = value.cvc ?? '';
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength(detectCardBrand(value.cardNumber ?? ''))) {
    ctx.addIssue({ code: 'custom', path: ['cvc'], message: PAYMENT_MESSAGES.cvcInvalid });
  }
  if (!value.cardholderName?.trim())
    ctx.addIssue({ code: 'custom', path: ['cardholderName'], message: PAYMENT_MESSAGES.nameRequired });
}

/** The sandbox card form; the server parses the same rules again inside addCreditCardInfo. */
export const SandboxCardFormSchema = z.object(CARD_FIELDS).superRefine(checkCard);
export type SandboxCardForm = z.infer<typeof SandboxCardFormSchema>;

/**
 * POST addCreditCardInfo: either a card typed into the sandbox form, or the id of a Stripe setup intent or
 * Checkout session the browser completed with Stripe (then the number never reaches this server).
 */
export const AddCreditCardInfoRequestSchema = z
  .object({
    cardNumber: CARD_FIELDS.cardNumber.optional(),
    expiry: CARD_FIELDS.expiry.optional(),
    cvc: CARD_FIELDS.cvc.optional(),
    cardholderName: CARD_FIELDS.cardholderName.optional(),
    postalCode: CARD_FIELDS.postalCode,
    setupIntentId: z.string().max(255).optional(),
    checkoutSessionId: z.string().max(255).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.setupIntentId && !value.checkoutSessionId) checkCard(value, ctx);
  });
export type AddCreditCardInfoRequest = z.infer<typeof AddCreditCardInfoRequestSchema>;

export const CreditCardSchema = z.object({
  id: z.uuid(),
  brand: CardBrandSchema,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CreditCard = z.infer<typeof CreditCardSchema>;
export const CreditCardsSchema = z.array(CreditCardSchema);

export const AddCreditCardInfoResponseSchema = z.object({
  status: z
    .enum(['succeeded', 'requires_action'])
    .describe('requires_action: the card asks its holder to authenticate'),
  setupIntentId: z.string(),
  card: CreditCardSchema.nullable(),
});
export type AddCreditCardInfoResponse = z.infer<typeof AddCreditCardInfoResponseSchema>;

export const CompleteCardAuthenticationRequestSchema = z.object({
  setupIntentId: z.string().min(1).max(255),
  outcome: z.enum(['complete', 'fail']).describe('The sandbox authentication step: what the card holder chose'),
});
export type CompleteCardAuthenticationRequest = z.infer<typeof CompleteCardAuthenticationRequestSchema>;

export const ValidateCardNumberQuerySchema = z.object({ cardNumber: z.string().max(40) });
export const ValidateCardNumberResponseSchema = z.object({
  valid: z.boolean(),
  brand: CardBrandSchema,
  luhnValid: z.boolean(),
  message: z.string().nullable(),
});
export type ValidateCardNumberResponse = z.infer<typeof ValidateCardNumberResponseSchema>;

export const DeleteCreditCardQuerySchema = z.object({ creditCardId: z.uuid() });
export const DeleteCreditCardResponseSchema = z.object({ deleted: z.literal(true), cards: CreditCardsSchema });

export const SameSiteUrlSchema = z.url().max(2000);

export const CheckoutSessionSaveCardRequestSchema = z.object({
  successUrl: SameSiteUrlSchema,
  cancelUrl: SameSiteUrlSchema,
});
export const CheckoutSessionSchema = z.object({
  id: z.string(),
  url: z.string().describe('Where to send the browser: Stripe Checkout, or the local sandbox form'),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: CardBrandSchema,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  fingerprint: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodsSchema = z.array(PaymentMethodSchema);

export const DetachPaymentMethodQuerySchema = z.object({
  connectedAccountId: z
    .string()
    .max(255)
    .optional()
    .describe('Kept for the spec: only the caller’s own payout account is accepted (another is a 404)'),
  paymentMethodId: z.string().min(1).max(255),
});

/** Unknown fields are refused by name, so a caller that sends an amount learns that it counts for nothing. */
const refuseUnknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `${issue.keys!.length > 1 ? 'Unknown fields' : 'Unknown field'} ${issue.keys!.join(', ')}. ${PAYMENT_SESSION_MESSAGES.serverPriced}`
      : undefined,
};

/**
 * POST create payment session: SPEC section 3's payment session entity, without the order's products. Amounts are
 * computed on the server from what is being bought, so the request carries none: `products`, `unitAmountCents` or
 * any other unknown field is a 400. `payment` pays one booked day named by `orderId` (its price and fee as stored on
 * the order); `setup` saves a card.
 */
export const CreatePaymentSessionRequestSchema = z.strictObject(
  {
    successUrl: SameSiteUrlSchema,
    cancelUrl: SameSiteUrlSchema,
    paymentServiceProvider: z.literal('stripe').default('stripe'),
    order: z.strictObject(
      {
        paymentMethods: z.array(z.literal('card')).min(1).default(['card']),
        paymentMode: z.enum(['payment', 'setup']).describe('payment: pay the booked day `orderId`; setup: save a card'),
        orderId: z.uuid().optional().describe('The daycare order a payment session pays (payment mode only)'),
        defaultPayment: z.boolean().default(false).describe('Keep the card for later payments (setup future usage)'),
      },
      refuseUnknownFields,
    ),
  },
  refuseUnknownFields,
);
export type CreatePaymentSessionRequest = z.input<typeof CreatePaymentSessionRequestSchema>;

export const CONNECTED_ACCOUNT_STATES = ['not_started', 'pending', 'verified', 'restricted'] as const;
export const ConnectedAccountStateSchema = z.enum(CONNECTED_ACCOUNT_STATES);
export type ConnectedAccountState = z.infer<typeof ConnectedAccountStateSchema>;

export const ConnectedAccountLinkSchema = z.object({
  state: ConnectedAccountStateSchema,
  accountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirementsDue: z.array(z.string()).describe('What the payment provider still needs'),
  bankLast4: z.string().nullable(),
  sandbox: z.boolean().describe('True: onboarding is the local form, not Stripe'),
});
export type ConnectedAccountLink = z.infer<typeof ConnectedAccountLinkSchema>;

export const PutConnectedAccountLinkRequestSchema = z.object({
  returnUrl: SameSiteUrlSchema.optional(),
  refreshUrl: SameSiteUrlSchema.optional(),
});
export const OnboardingLinkSchema = z.object({ url: z.string(), account: ConnectedAccountLinkSchema });

/**
 * The sandbox's payout onboarding form. `submit: false` keeps what is filled so far (the account stays
 * pending); `submit: true` requires every field. Only the last 4 digits of the bank account are kept.
 */
export const SandboxOnboardingRequestSchema = z
  .object({
    legalName: z.string().trim().max(200).default(''),
    dateOfBirth: z.string().trim().max(10).default(''),
    addressLine1: z.string().trim().max(200).default(''),
    city: z.string().trim().max(100).default(''),
    province: z.string().trim().max(2).default(''),
    postalCode: z.string().trim().max(7).default(''),
    transitNumber: z.string().trim().max(5).default(''),
    institutionNumber: z.string().trim().max(3).default(''),
    accountNumber: z.string().trim().max(12).default(''),
    submit: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const rules: [keyof typeof value, RegExp, string][] = [
      ['dateOfBirth', /^\d{4}-\d{2}-\d{2}$/, PAYMENT_MESSAGES.dateOfBirth],
      ['postalCode', /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, PAYMENT_MESSAGES.postalCode],
      ['transitNumber', /^\d{5}$/, PAYMENT_MESSAGES.transitNumber],
      ['institutionNumber', /^\d{3}$/, PAYMENT_MESSAGES.institutionNumber],
      ['accountNumber', /^\d{7,12}$/, PAYMENT_MESSAGES.accountNumber],
    ];
    for (const [key, pattern, message] of rules) {
      const field = String(value[key] ?? '');
      if (field && !pattern.test(field)) issue(key, message);
    }
    if (!value.submit) return;
    for (const key of [
      'legalName',
      'dateOfBirth',
      'addressLine1',
      'city',
      'province',
      'postalCode',
      'transitNumber',
      'institutionNumber',
      'accountNumber',
    ] as const) {
      if (!value[key]) issue(key, PAYMENT_MESSAGES.required);
    }
  });
export type SandboxOnboardingRequest = z.input<typeof SandboxOnboardingRequestSchema>;
/** The onboarding form's fields as parsed: every field present (the sandbox's page; Stripe asks for the same). */
export type SandboxOnboardingInput = z.output<typeof SandboxOnboardingRequestSchema>;

/** Test value of the sandbox onboarding, as Stripe test mode's: this date of birth gets the account restricted. */
export const SANDBOX_RESTRICTED_DATE_OF_BIRTH = '1900-01-01';

/** Sandbox test cards (Stripe test mode's numbers) and what each does. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticate: '4000002760003184',
  /** Saves fine; every charge on it is declined (Stripe's 0341). */
  chargeDeclined: '4000000000000341',
} as const;
