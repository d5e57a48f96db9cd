import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { blogPosts, policies } from '../schema/index.ts';
import { allergiesAndDaycareAnaphylaxisPlan } from './blog/allergies-and-daycare-anaphylaxis-plan.ts';
import { howToChooseAHomeDaycare } from './blog/how-to-choose-a-home-daycare.ts';
import { licensedVsUnlicensedHomeChildcare } from './blog/licensed-vs-unlicensed-home-childcare.ts';
import { runningAHomeDaycarePricesAndPolicies } from './blog/running-a-home-daycare-prices-and-policies.ts';
import { startingDaycareTransitionPlan } from './blog/starting-daycare-transition-plan.ts';
import { waitlistsExplained } from './blog/waitlists-explained.ts';
import { cookiePolicy } from './policies/cookie-policy.ts';
import { privacyPolicy } from './policies/privacy-policy.ts';
import { termsOfUse } from './policies/terms-of-use.ts';
import type { DefaultBlogPost, DefaultPolicy } from './types.ts';

export type { DefaultBlogPost, DefaultPolicy, Translated } from './types.ts';

/** The policies every installation starts with (POLICY_IDS order). */
export const DEFAULT_POLICIES: readonly DefaultPolicy[] = [privacyPolicy, termsOfUse, cookiePolicy];

/** The articles shipped with the product, oldest first. */
export const DEFAULT_BLOG_POSTS: readonly DefaultBlogPost[] = [
  howToChooseAHomeDaycare,
  licensedVsUnlicensedHomeChildcare,
  startingDaycareTransitionPlan,
  runningAHomeDaycarePricesAndPolicies,
  allergiesAndDaycareAnaphylaxisPlan,
  waitlistsExplained,
];

export interface DefaultContentResult {
  policies: number;
  blogPosts: number;
}

/**
 * Inserts the shipped policies and blog posts that are missing, by policy id and post slug. It is product
 * content, not demo data: the server runs it at every start, after the migrations, whatever SEED_DEMO says.
 * What exists is never touched, so an administrator's edits survive restarts and upgrades; concurrent
 * starts on one PostgreSQL are safe (`on conflict do nothing`). Returns how many rows it created.
 */
export async function ensureDefaultContent(db: Database): Promise<DefaultContentResult> {
  const insertedPolicies = await db
    .insert(policies)
    .values(
      DEFAULT_POLICIES.map((policy) => ({
        id: policy.id,
        slug: policy.slug,
        titleEn: policy.title.en,
        titleFr: policy.title.fr,
        htmlEn: policy.html.en,
        htmlFr: policy.html.fr,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: policies.id });
  // Only the missing slugs are inserted: a conflicting insert would still use up serial ids.
  const existing = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      inArray(
        blogPosts.slug,
        DEFAULT_BLOG_POSTS.map((post) => post.slug),
      ),
    );
  const present = new Set(existing.map((row) => row.slug));
  const missing = DEFAULT_BLOG_POSTS.filter((post) => !present.has(post.slug));
  if (missing.length === 0) return { policies: insertedPolicies.length, blogPosts: 0 };
  const insertedPosts = await db
    .insert(blogPosts)
    .values(
      missing.map((post) => ({
        slug: post.slug,
        titleEn: post.title.en,
        titleFr: post.title.fr,
        summaryEn: post.summary.en,
        summaryFr: post.summary.fr,
        bodyEn: post.html.en,
        bodyFr: post.html.fr,
        authorName: post.author,
        publishedAt: new Date(post.publishedAt),
        tags: post.tags,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  return { policies: insertedPolicies.length, blogPosts: insertedPosts.length };
}
