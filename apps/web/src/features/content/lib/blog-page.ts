/** The page number of the blog list from `?page=`: a whole number from 1, anything else reads as page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Address of a page of the blog list; page 1 is plain /blog so it has a single address. */
export function blogPageHref(page: number): string {
  return page <= 1 ? '/blog' : `/blog?page=${page}`;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
