import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type BlogPost, type ContentLanguage } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { contentKeys, CONTENT_STALE_MS } from './query-keys.ts';

export const BLOG_POST_PATH = API_PATHS.content.blogPost;

/** `idOrSlug` is the :id of /blog/:id; an unknown one answers 404, which the page shows as "post not found". */
export async function getBlogPost(
  idOrSlug: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<BlogPost> {
  const { BlogPostSchema } = await import('./content-schemas.ts');
  return apiRequest({
    path: buildPath(BLOG_POST_PATH, { idOrSlug }),
    query: { language },
    kind: 'public',
    schema: BlogPostSchema,
    signal,
  });
}

export function blogPostQueryOptions(idOrSlug: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: contentKeys.blogPost(idOrSlug, language),
    queryFn: ({ signal }) => getBlogPost(idOrSlug, language, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useBlogPost(idOrSlug: string, language: ContentLanguage) {
  return useQuery(blogPostQueryOptions(idOrSlug, language));
}
