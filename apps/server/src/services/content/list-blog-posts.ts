import { count, desc } from 'drizzle-orm';
import { blogPosts, type Database } from '@kinderly/db';
import type { BlogListQuery, BlogListResponse } from '@kinderly/shared';
import { toBlogPostSummary } from './blog-dto.ts';
import { isPublished } from './published.ts';

/** One page of published posts, newest first (the id breaks ties, so pages never overlap). */
export async function listBlogPosts({
  db,
  language,
  page,
  pageSize,
}: { db: Database } & BlogListQuery): Promise<BlogListResponse> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(isPublished())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(isPublished()),
  ]);
  return {
    posts: rows.map((row) => toBlogPostSummary(row, language)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}
