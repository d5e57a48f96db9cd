import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostParamsSchema,
  BlogPostQuerySchema,
  BlogPostSchema,
  toRoutePath,
} from '@kinderly/shared';
import { getBlogPost } from '../../services/content/get-blog-post.ts';
import { listBlogPosts } from '../../services/content/list-blog-posts.ts';

const TAGS = ['content'];
// The blog pages are public landing pages (SPEC section 2).
const PUBLIC = { auth: 'public' } as const;

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.content.blog),
    {
      schema: {
        tags: TAGS,
        summary: 'Published blog posts, newest first, one page at a time',
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) => listBlogPosts({ db: app.db, ...request.query }),
  );

  app.get(
    toRoutePath(API_PATHS.content.blogPost),
    {
      schema: {
        tags: TAGS,
        summary: 'One published post with its HTML, by id or slug; 404 when unknown or not yet published',
        params: BlogPostParamsSchema,
        querystring: BlogPostQuerySchema,
        response: { 200: BlogPostSchema },
      },
      config: PUBLIC,
    },
    async (request) => getBlogPost({ db: app.db, idOrSlug: request.params.idOrSlug, language: request.query.language }),
  );
};
