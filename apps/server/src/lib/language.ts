import type { Language } from '@kinderly/shared';

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
