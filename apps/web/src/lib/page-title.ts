import type { TFunction } from 'i18next';
import { useLayoutEffect } from 'react';
import { findPublicPage, PAGE_VIEW_TITLE } from '@kinderly/shared';

/**
 * The document title of the page at `pathname` (ADR 018): a public page's own (`meta.<page>.title`, the title
 * the server put in the HTML), the fixed PAGE_VIEW_TITLE on the signed-in app and any other address, and null
 * for a blog article, which titles itself once the post has arrived. Page views keep the fixed title whatever
 * this says (SPEC section 9).
 */
export function documentTitleFor(pathname: string, t: TFunction<'common'>): string | null {
  const page = findPublicPage(pathname);
  if (!page) return PAGE_VIEW_TITLE;
  if (page.key === 'blogPost') return null;
  return t(`meta.${page.key}.title`);
}

/** Sets the document title in the commit that shows the page, so the two always arrive together; null leaves it. */
export function useDocumentTitle(title: string | null): void {
  useLayoutEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
