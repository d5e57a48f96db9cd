import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type BlogListResponse, type ContentLanguage } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { contentKeys, CONTENT_STALE_MS } from './query-keys.ts';

export const BLOG_PATH = API_PATHS.content.blog;

export type BlogListParams = { language: ContentLanguage; page: number; pageSize: number };

export async function getBlogPosts(
  { language, page, pageSize }: BlogListParams,
  signal?: AbortSignal,
): Promise<BlogListResponse> {
  const { BlogListResponseSchema } = await import('./content-schemas.ts');
  return apiRequest({
    path: BLOG_PATH,
    query: { language, page, pageSize },
    kind: 'public',
    schema: BlogListResponseSchema,
    signal,
  });
}

export function blogPostsQueryOptions(params: BlogListParams) {
  return queryOptions({
    queryKey: contentKeys.blogList(params.language, params.page, params.pageSize),
    queryFn: ({ signal }) => getBlogPosts(params, signal),
    staleTime: CONTENT_STALE_MS,
    // Moving to another page keeps the current one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useBlogPosts(params: BlogListParams) {
  return useQuery(blogPostsQueryOptions(params));
}
