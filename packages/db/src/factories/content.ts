import { randomUUID } from 'node:crypto';
import type { Database } from '../client.ts';
import { blogPosts, type BlogPostRow, type NewBlogPostRow } from '../schema/index.ts';

/** Inserts a blog post, published an hour ago unless told otherwise (`publishedAt: null` is a draft). */
export async function createBlogPost(db: Database, overrides: Partial<NewBlogPostRow> = {}): Promise<BlogPostRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `test-post-${suffix}`,
      titleEn: `Test post ${suffix}`,
      titleFr: `Article d'essai ${suffix}`,
      summaryEn: 'A short summary.',
      summaryFr: 'Un court résumé.',
      bodyEn: '<p>Some words to read.</p>',
      bodyFr: '<p>Quelques mots à lire.</p>',
      authorName: 'Kinderly',
      publishedAt: new Date(Date.now() - 60 * 60_000),
      tags: ['test'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createBlogPost inserted nothing');
  return row;
}
