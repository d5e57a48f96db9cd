/**
 * Input masks (SPEC section 5): `#` a digit, `A` a letter, `N` a letter or digit, `X` any character, and `?` makes
 * the next mask character optional. Every other mask character is a literal that is inserted automatically.
 * Letters taken by `A` and `N` are upper-cased (Canadian postal codes); `X` keeps what was typed.
 */
export const PHONE_MASK = '(###) ###-####';
export const POSTAL_CODE_MASK = 'A#A #A#';

type TokenKind = 'digit' | 'letter' | 'alphanumeric' | 'any';
type MaskPart = { kind: TokenKind | 'literal'; char: string; optional: boolean };

const TOKENS: Record<string, TokenKind> = { '#': 'digit', A: 'letter', N: 'alphanumeric', X: 'any' };
const OPTIONAL = '?';

const TOKEN_TESTS: Record<TokenKind, RegExp> = {
  digit: /^[0-9]$/,
  letter: /^\p{L}$/u,
  alphanumeric: /^[\p{L}0-9]$/u,
  any: /^[^]$/u,
};
const TOKEN_PATTERNS: Record<TokenKind, string> = {
  digit: '[0-9]',
  letter: '\\p{L}',
  alphanumeric: '[\\p{L}0-9]',
  any: '[^]',
};

function parseMask(mask: string): MaskPart[] {
  const parts: MaskPart[] = [];
  let optional = false;
  for (const char of mask) {
    // A `?` always modifies what follows, so a mask cannot hold a literal question mark.
    if (char === OPTIONAL) {
      optional = true;
      continue;
    }
    parts.push({ kind: TOKENS[char] ?? 'literal', char, optional });
    optional = false;
  }
  return parts;
}

function accept(kind: TokenKind, char: string): string | null {
  if (!TOKEN_TESTS[kind].test(char)) return null;
  return kind === 'letter' || kind === 'alphanumeric' ? char.toLocaleUpperCase() : char;
}

type MaskRun = {
  value: string;
  unmasked: string;
  /** For each input character kept in `value`: its end offset in the input and in `value` (UTF-16 units). */
  kept: { inputEnd: number; valueEnd: number }[];
};

/**
 * Walks the mask once, greedily. Literals wait in `pending` and are written only before the next accepted
 * character, so a partial value never ends in an inserted literal (deleting it would otherwise be undone at once).
 * A literal the user typed is kept, and an optional literal is written only when typed.
 */
function runMask(input: string, mask: string): MaskRun {
  const chars = Array.from(input);
  const run: MaskRun = { value: '', unmasked: '', kept: [] };
  let pending = '';
  let index = 0;
  let offset = 0;

  const keep = (output: string, isToken: boolean) => {
    offset += chars[index]!.length;
    index += 1;
    run.value += pending + output;
    pending = '';
    if (isToken) run.unmasked += output;
    run.kept.push({ inputEnd: offset, valueEnd: run.value.length });
  };

  for (const part of parseMask(mask)) {
    if (index >= chars.length) break;
    if (part.kind === 'literal') {
      if (chars[index] === part.char) keep(part.char, false);
      else if (!part.optional) pending += part.char;
      continue;
    }
    // A required token skips input that does not fit; an optional one gives way to the next mask character.
    while (index < chars.length) {
      const output = accept(part.kind, chars[index]!);
      if (output !== null) {
        keep(output, true);
        break;
      }
      if (part.optional) break;
      offset += chars[index]!.length;
      index += 1;
    }
  }
  return run;
}

/** `raw` formatted by `mask`: unfit characters are skipped, literals inserted, input past the mask end dropped. */
export function applyMask(raw: string, mask: string): string {
  return runMask(raw, mask).value;
}

/** The characters typed into the mask's tokens, without literals: `(613) 555-1234` gives `6135551234`. */
export function unmask(value: string, mask: string): string {
  return runMask(value, mask).unmasked;
}

/**
 * Formats `raw` and moves a caret that was at `caret` in `raw`: it stays right after the same typed
 * character, so typing or deleting in the middle of a value does not throw the caret to the end.
 */
export function applyMaskWithCaret(raw: string, mask: string, caret: number): { value: string; caret: number } {
  const { value, kept } = runMask(raw, mask);
  let nextCaret = 0;
  for (const { inputEnd, valueEnd } of kept) {
    if (inputEnd > caret) break;
    nextCaret = valueEnd;
  }
  return { value, caret: nextCaret };
}

const completePatterns = new Map<string, RegExp>();

function completePattern(mask: string): RegExp {
  let pattern = completePatterns.get(mask);
  if (!pattern) {
    const source = parseMask(mask)
      .map(({ kind, char, optional }) => {
        const one = kind === 'literal' ? char.replace(/[$()*+./?[\\\]^{|}]/g, '\\$&') : TOKEN_PATTERNS[kind];
        return optional ? `(?:${one})?` : one;
      })
      .join('');
    pattern = new RegExp(`^${source}$`, 'u');
    completePatterns.set(mask, pattern);
  }
  return pattern;
}

/** True when `value` fills every required position of `mask`, with its literals, and nothing more. */
export function isMaskComplete(value: string, mask: string): boolean {
  return completePattern(mask).test(value);
}
