import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { blogPosts } from '@kinderly/db';

/** A post is public once it has a publication time and that time has come; drafts and scheduled posts are not. */
export const isPublished = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));
