import {
  API_PATHS,
  BlogListResponseSchema,
  BlogPostSchema,
  POLICY_IDS,
  POLICY_SLUGS,
  PolicySchema,
  type ContentLanguage,
  type PolicyId,
} from '@kinderly/shared';
import { buildPath } from '../../lib/api-path.ts';
import { contentKeys } from './api/query-keys.ts';
import { BLOG_LIST_PAGE_SIZE } from './constants.ts';

/** A public GET of this app's API, answered in the server process (its JSON, or a throw when not 200). */
export type PublicApiGet = (pathAndQuery: string) => Promise<unknown>;

export type PageQuery = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };

const POLICY_PAGES = new Map<string, PolicyId>(
  Object.values(POLICY_IDS).map((id) => [`/${POLICY_SLUGS[id]}`, id] as const),
);
const BLOG_POST = /^\/blog\/([^/]+)$/;

/**
 * The queries a content page reads on its first render, under the keys its hooks use, loaded the way the API
 * answers them: the server renders the page with them and hands them to the browser's cache (ADR 019).
 * Null for a page that reads none.
 */
export function contentPageQueries(path: string, language: ContentLanguage, get: PublicApiGet): PageQuery[] | null {
  const policy = POLICY_PAGES.get(path);
  if (policy !== undefined) {
    const url = buildPath(API_PATHS.policies.getPolicy, {}, { id: policy, language });
    return [
      { queryKey: contentKeys.policy(policy, language), queryFn: async () => PolicySchema.parse(await get(url)) },
    ];
  }
  if (path === '/blog') {
    const url = buildPath(API_PATHS.content.blog, {}, { language, page: 1, pageSize: BLOG_LIST_PAGE_SIZE });
    return [
      {
        queryKey: contentKeys.blogList(language, 1, BLOG_LIST_PAGE_SIZE),
        queryFn: async () => BlogListResponseSchema.parse(await get(url)),
      },
    ];
  }
  const post = BLOG_POST.exec(path)?.[1];
  if (post) {
    const idOrSlug = decodeURIComponent(post);
    const url = buildPath(API_PATHS.content.blogPost, { idOrSlug }, { language });
    return [
      { queryKey: contentKeys.blogPost(idOrSlug, language), queryFn: async () => BlogPostSchema.parse(await get(url)) },
    ];
  }
  return null;
}
