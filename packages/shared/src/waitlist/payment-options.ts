import { z } from 'zod';

// Waitlist payment options (SPEC sections 2, 3): each has a payment type (the wizard's daily-payment step shows the
// Daily ones; Hourly ones exist for providers that charge by the hour), a value and a max value, and a way of showing
// them. Amounts are whole cents, like every amount in the product.

export const PAYMENT_OPTION_TYPES = ['Daily', 'Hourly'] as const;
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];

/** How a tile shows its amount (SPEC section 2): `$min-$max`, `< $value`, `> $value`, or its own text. */
export const PAYMENT_DISPLAY_TYPES = ['Range', 'LessThan', 'GreaterThan', 'CustomMessage'] as const;
export type PaymentDisplayType = (typeof PAYMENT_DISPLAY_TYPES)[number];

export const paymentOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  paymentType: z.enum(PAYMENT_OPTION_TYPES),
  displayType: z.enum(PAYMENT_DISPLAY_TYPES),
  /** Cents; the lower bound of a range, or the bound of LessThan and GreaterThan. */
  value: z.number().int().nonnegative().nullable(),
  /** Cents; the upper bound of a range. */
  maxValue: z.number().int().nonnegative().nullable(),
  customMessage: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** Whole dollars without decimals (`$40`), dollars and cents otherwise (`$42.50`). */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2)}`;
}

/** The tile's payment text: Range `$min-$max`, LessThan `< $value`, GreaterThan `> $value`, CustomMessage its text. */
export function paymentOptionText(
  option: Pick<PaymentOption, 'displayType' | 'value' | 'maxValue' | 'customMessage'>,
): string | null {
  switch (option.displayType) {
    case 'Range':
      return option.value === null || option.maxValue === null
        ? null
        : `${formatDollars(option.value)}-${formatDollars(option.maxValue)}`;
    case 'LessThan':
      return option.value === null ? null : `< ${formatDollars(option.value)}`;
    case 'GreaterThan':
      return option.value === null ? null : `> ${formatDollars(option.value)}`;
    case 'CustomMessage':
      return option.customMessage;
  }
}

/**
 * SPEC section 2: options sorted by value, then max value. An option without a max value (LessThan, GreaterThan)
 * counts its value as its max, so `< $40` comes before `$40-$60`; an option without any amount comes last.
 */
export function sortPaymentOptions<T extends Pick<PaymentOption, 'value' | 'maxValue'>>(options: readonly T[]): T[] {
  const compare = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
  return [...options].sort(
    (a, b) => compare(a.value, b.value) || compare(a.maxValue ?? a.value, b.maxValue ?? b.value),
  );
}
