/** Card numbers: brand detection and the Luhn check, shared by the live form and the server. No zod here. */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// Issuer prefixes (IIN ranges) as card networks publish them; the first match wins.
const BRAND_PREFIXES: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9]|622)/],
  ['unionpay', /^62/],
];

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = digitsOf(cardNumber);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/** How many digits a full number of this brand has. */
export function cardNumberLengths(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'diners') return [14, 16];
  if (brand === 'unionpay') return [16, 17, 18, 19];
  return [16];
}

/** Input mask (see the web's input-mask, `#` a digit) matching the brand's grouping. */
export function cardNumberMask(brand: CardBrand): string {
  if (brand === 'amex') return '#### ###### #####';
  if (brand === 'diners') return '#### ###### ####';
  return '#### #### #### ####';
}

export function luhnValid(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}
