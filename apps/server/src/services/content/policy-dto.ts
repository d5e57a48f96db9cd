import type { PolicyRow } from '@kinderly/db';
import type { ContentLanguage, Policy } from '@kinderly/shared';

/** One translation of a policy row, as the API answers it. */
export function toPolicy(row: PolicyRow, language: ContentLanguage): Policy {
  return {
    id: row.id,
    slug: row.slug,
    language,
    title: language === 'fr' ? row.titleFr : row.titleEn,
    html: language === 'fr' ? row.htmlFr : row.htmlEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}
