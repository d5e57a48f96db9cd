import { LANGUAGE_COOKIE, type Language } from '@kinderly/shared';

/** The supported language an Accept-Language header prefers most; English when it names neither. */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter(
      (entry): entry is { base: Language; q: number } => (entry.base === 'en' || entry.base === 'fr') && entry.q > 0,
    )
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.base ?? 'en';
}

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

function supported(value: string | undefined): Language | null {
  const tag = value?.trim().toLowerCase();
  return tag === 'en' || tag === 'fr' ? tag : null;
}

export interface ReaderLanguage {
  language: Language;
  /** The address named it (`?lang=`): that address is one language version of the page (ADR 018). */
  fromQuery: boolean;
}

/**
 * The language to answer a page in (ADR 018): `?lang=` (an hreflang alternate), then the reader's choice (the
 * `kinderly.language` cookie the web app writes), then Accept-Language, then English.
 */
export function readerLanguage(input: {
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): ReaderLanguage {
  const asked = supported(input.query);
  if (asked) return { language: asked, fromQuery: true };
  const chosen = supported(readCookie(input.cookie, LANGUAGE_COOKIE));
  return { language: chosen ?? preferredLanguage(input.acceptLanguage), fromQuery: false };
}
