import { and, eq } from 'drizzle-orm';
import { blogPosts, type Database } from '@kinderly/db';
import type { BlogPost, ContentLanguage } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { toBlogPost } from './blog-dto.ts';
import { isPublished } from './published.ts';

/** A published post by numeric id or by slug; a draft or scheduled post is as unknown as a missing one. */
export async function getBlogPost({
  db,
  idOrSlug,
  language,
}: {
  db: Database;
  idOrSlug: string;
  language: ContentLanguage;
}): Promise<BlogPost> {
  const byId = /^\d+$/.test(idOrSlug);
  const id = byId ? Number(idOrSlug) : NaN;
  if (byId && id > 2_147_483_647) throw AppError.notFound('There is no such article.');
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(byId ? eq(blogPosts.id, id) : eq(blogPosts.slug, idOrSlug), isPublished()));
  if (!row) throw AppError.notFound('There is no such article.');
  return toBlogPost(row, language);
}
