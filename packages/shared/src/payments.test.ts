import { describe, expect, it } from 'vitest';
import {
  cardNumberIssue,
  detectCardBrand,
  luhnValid,
  parseExpiry,
  SandboxCardFormSchema,
  SandboxOnboardingRequestSchema,
} from './index.ts';

describe('card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
  ])('%s is %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it('checks Luhn and the brand’s length', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberIssue('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberIssue('4242 4242 4242')).toMatch(/too short/);
    expect(cardNumberIssue('')).toMatch(/Enter/);
  });

  it('reads MM/YY expiry dates and refuses a past month', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    const result = SandboxCardFormSchema.safeParse({
      cardNumber: '378282246310005',
      expiry: '01/21',
      cvc: '123',
      cardholderName: 'A',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['cvc', 'expiry']);
  });

  it('requires every onboarding field only on submit', () => {
    expect(SandboxOnboardingRequestSchema.safeParse({ legalName: 'A' }).success).toBe(true);
    expect(SandboxOnboardingRequestSchema.safeParse({ legalName: 'A', submit: true }).success).toBe(false);
    expect(SandboxOnboardingRequestSchema.safeParse({ transitNumber: '1234' }).success).toBe(false);
  });
});
