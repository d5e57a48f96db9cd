import { describe, expect, it } from 'vitest';
import { applyMask, applyMaskWithCaret, isMaskComplete, PHONE_MASK, POSTAL_CODE_MASK, unmask } from './input-mask.ts';

describe('applyMask with the phone mask', () => {
  it.each([
    ['', ''],
    ['6', '(6'],
    ['613', '(613'],
    ['6135', '(613) 5'],
    ['6135551234', '(613) 555-1234'],
    ['613-555-1234', '(613) 555-1234'],
    ['613.555.1234 ext', '(613) 555-1234'],
    ['a6b1c3', '(613'],
    ['61355512349999', '(613) 555-1234'],
  ])('formats %j as %j', (raw, formatted) => {
    expect(applyMask(raw, PHONE_MASK)).toBe(formatted);
  });

  it('gives the same result when applied to its own output', () => {
    for (const raw of ['6', '6135', '613555', '6135551234']) {
      const once = applyMask(raw, PHONE_MASK);
      expect(applyMask(once, PHONE_MASK)).toBe(once);
    }
  });

  it('keeps literals the user typed, so they can be typed or deleted one by one', () => {
    expect(applyMask('(613)', PHONE_MASK)).toBe('(613)');
    expect(applyMask('(613) ', PHONE_MASK)).toBe('(613) ');
    expect(applyMask('(', PHONE_MASK)).toBe('(');
  });

  it('matches literals that are also digits before using them as input', () => {
    expect(applyMask('6135551234', '+1 (###) ###-####')).toBe('+1 (613) 555-1234');
    expect(applyMask('+1 (613) 555-1234', '+1 (###) ###-####')).toBe('+1 (613) 555-1234');
  });
});

describe('applyMask with the postal code mask', () => {
  it.each([
    ['k', 'K'],
    ['k1a', 'K1A'],
    ['k1a0', 'K1A 0'],
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    ['1k1a0b1', 'K1A 0B1'],
    ['k1a-0b1-extra', 'K1A 0B1'],
  ])('formats %j as %j', (raw, formatted) => {
    expect(applyMask(raw, POSTAL_CODE_MASK)).toBe(formatted);
  });
});

describe('mask tokens', () => {
  it('takes letters of any alphabet for A and N, upper-cased', () => {
    expect(applyMask('éa', 'AA')).toBe('ÉA');
    expect(applyMask('a1-b', 'NNN')).toBe('A1B');
  });

  it('takes any character, as typed, for X', () => {
    expect(applyMask('a !b', 'XX-XX')).toBe('a -!b');
    expect(applyMask('😀x', 'X-X')).toBe('😀-x');
  });

  it('treats every other mask character as a literal', () => {
    expect(applyMask('20240131', '####/##/##')).toBe('2024/01/31');
    expect(applyMask('123', 'ID: #-#-#')).toBe('ID: 1-2-3');
  });

  it('stops at the end of the mask and with an empty mask', () => {
    expect(applyMask('12345', '##')).toBe('12');
    expect(applyMask('12345', '')).toBe('');
  });
});

describe('optional mask characters', () => {
  const DATE = '#?#/#?#/####';

  it('fills an optional token when the input fits it', () => {
    expect(applyMask('01022024', DATE)).toBe('01/02/2024');
  });

  it('skips an optional token when the input belongs to the next mask character', () => {
    expect(applyMask('1/2/2024', DATE)).toBe('1/2/2024');
    expect(applyMask('12/3/2024', DATE)).toBe('12/3/2024');
  });

  it('skips an optional token at the end of the input or of the mask', () => {
    expect(applyMask('123', '###?#')).toBe('123');
    expect(applyMask('1234', '###?#')).toBe('1234');
    expect(applyMask('12345', '###?#')).toBe('1234');
  });

  it('lets a later token take input that an optional token of another kind refuses', () => {
    expect(applyMask('5', '?A#')).toBe('5');
    expect(applyMask('b5', '?A#')).toBe('B5');
  });

  it('writes an optional literal only when it is typed', () => {
    const ZIP = '#####?-####';
    expect(applyMask('123456789', ZIP)).toBe('123456789');
    expect(applyMask('12345-6789', ZIP)).toBe('12345-6789');
  });

  it('ignores a trailing ?', () => {
    expect(applyMask('123', '##?')).toBe('12');
  });
});

describe('isMaskComplete', () => {
  it('needs every required position and its literals', () => {
    expect(isMaskComplete('(613) 555-1234', PHONE_MASK)).toBe(true);
    expect(isMaskComplete('(613) 555-123', PHONE_MASK)).toBe(false);
    expect(isMaskComplete('6135551234', PHONE_MASK)).toBe(false);
    expect(isMaskComplete('(613) 555-12a4', PHONE_MASK)).toBe(false);
    expect(isMaskComplete('(613) 555-12345', PHONE_MASK)).toBe(false);
    expect(isMaskComplete('', PHONE_MASK)).toBe(false);
    expect(isMaskComplete('K1A 0B1', POSTAL_CODE_MASK)).toBe(true);
    expect(isMaskComplete('K1A0B1', POSTAL_CODE_MASK)).toBe(false);
  });

  it('does not need optional positions', () => {
    expect(isMaskComplete('1/2/2024', '#?#/#?#/####')).toBe(true);
    expect(isMaskComplete('01/12/2024', '#?#/#?#/####')).toBe(true);
    expect(isMaskComplete('001/12/2024', '#?#/#?#/####')).toBe(false);
    expect(isMaskComplete('123456789', '#####?-####')).toBe(true);
    expect(isMaskComplete('12345-6789', '#####?-####')).toBe(true);
    expect(isMaskComplete('12345-678', '#####?-####')).toBe(false);
    expect(isMaskComplete('B1', 'A?##')).toBe(true);
  });

  it('reads regular-expression characters in literals literally', () => {
    expect(isMaskComplete('1.2', '#.#')).toBe(true);
    expect(isMaskComplete('1x2', '#.#')).toBe(false);
    expect(isMaskComplete('[1]', '[#]')).toBe(true);
  });
});

describe('unmask', () => {
  it('returns the typed characters without literals', () => {
    expect(unmask('(613) 555-1234', PHONE_MASK)).toBe('6135551234');
    expect(unmask('(613) 5', PHONE_MASK)).toBe('6135');
    expect(unmask('K1A 0B1', POSTAL_CODE_MASK)).toBe('K1A0B1');
    expect(unmask('+1 (613) 555-1234', '+1 (###) ###-####')).toBe('6135551234');
    expect(unmask('1/2/2024', '#?#/#?#/####')).toBe('122024');
    expect(unmask('', PHONE_MASK)).toBe('');
  });
});

describe('applyMaskWithCaret', () => {
  it('puts the caret after the typed character when literals are inserted before it', () => {
    expect(applyMaskWithCaret('(6134', PHONE_MASK, 5)).toEqual({ value: '(613) 4', caret: 7 });
    expect(applyMaskWithCaret('6', PHONE_MASK, 1)).toEqual({ value: '(6', caret: 2 });
  });

  it('keeps the caret in place when a character is typed in the middle', () => {
    expect(applyMaskWithCaret('(6913) 555-1234', PHONE_MASK, 3)).toEqual({ value: '(691) 355-5123', caret: 3 });
  });

  it('keeps the caret in place for a refused character', () => {
    expect(applyMaskWithCaret('(61x3) 555-1234', PHONE_MASK, 4)).toEqual({ value: '(613) 555-1234', caret: 3 });
  });

  it('moves the caret before a literal deleted with backspace', () => {
    // Backspace after "(613) " removed the space; the mask puts it back and the caret steps over it.
    expect(applyMaskWithCaret('(613)555-1234', PHONE_MASK, 5)).toEqual({ value: '(613) 555-1234', caret: 5 });
  });

  it('moves the caret with a deleted character', () => {
    expect(applyMaskWithCaret('(613) 55-1234', PHONE_MASK, 8)).toEqual({ value: '(613) 551-234', caret: 8 });
  });
});
