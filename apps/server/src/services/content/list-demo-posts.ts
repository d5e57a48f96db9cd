import type { Database } from '@kinderly/db';
import type { DemoPostsResponse } from '@kinderly/shared';
import { listBlogPosts } from './list-blog-posts.ts';

/** How many posts the development list shows. */
const DEMO_POSTS = 10;

/** The newest published blog posts (English) in the short shape of SPEC "Misc" /testdata/getposts. */
export async function listDemoPosts({ db }: { db: Database }): Promise<DemoPostsResponse> {
  const { posts } = await listBlogPosts({ db, language: 'en', page: 1, pageSize: DEMO_POSTS });
  return {
    posts: posts.map((post) => ({ title: post.title, slug: post.slug, excerpt: post.summary, date: post.publishedAt })),
  };
}
