import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { policies, policyVersions, users, type Database } from '@kinderly/db';
import type {
  AdminPolicyVersion,
  AdminPolicyVersionsQuery,
  AdminPolicyVersionsResponse,
  ContentLanguage,
  PolicySaver,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * The policy editor's history (issue 18): every saved language of a policy, newest first, and one version's text to
 * preview or restore. Restoring is saving that text again (updatePolicy), which makes a new version.
 */

const saver = alias(users, 'saver');
const SAVER = {
  saverId: saver.id,
  saverName: sql<string | null>`nullif(trim(${saver.firstName} || ' ' || ${saver.lastName}), '')`,
  saverEmail: saver.email,
};
const SUMMARY = {
  id: policyVersions.id,
  language: policyVersions.language,
  title: policyVersions.title,
  savedAt: policyVersions.savedAt,
  ...SAVER,
};

// A name, or the e-mail when the account has none; null when the account is gone (the column was set null).
const toSaver = (row: { saverId: string | null; saverName: string | null; saverEmail: string | null }): PolicySaver =>
  row.saverId ? { userId: row.saverId, name: row.saverName ?? row.saverEmail ?? '' } : null;

type SaverRow = Parameters<typeof toSaver>[0];
type SummaryRow = SaverRow & { id: string; language: string; title: string; savedAt: Date };
const toSummary = (row: SummaryRow) => ({
  id: row.id,
  language: row.language as ContentLanguage,
  title: row.title,
  savedAt: row.savedAt.toISOString(),
  savedBy: toSaver(row),
});

export async function listPolicyVersions(
  db: Database,
  policyId: number,
  query: AdminPolicyVersionsQuery,
): Promise<AdminPolicyVersionsResponse> {
  const where: SQL | undefined = and(
    eq(policyVersions.policyId, policyId),
    query.language ? eq(policyVersions.language, query.language) : undefined,
  );
  const [[policy], rows, [total]] = await Promise.all([
    db
      .select({ id: policies.id, slug: policies.slug, updatedAt: policies.updatedAt, ...SAVER })
      .from(policies)
      .leftJoin(saver, eq(saver.id, policies.updatedBy))
      .where(eq(policies.id, policyId)),
    db
      .select(SUMMARY)
      .from(policyVersions)
      .leftJoin(saver, eq(saver.id, policyVersions.savedBy))
      .where(where)
      .orderBy(desc(policyVersions.savedAt), desc(policyVersions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(policyVersions).where(where),
  ]);
  if (!policy) throw AppError.notFound('There is no policy with this id.');
  return {
    policy: { id: policy.id, slug: policy.slug, updatedAt: policy.updatedAt.toISOString(), updatedBy: toSaver(policy) },
    items: rows.map(toSummary),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One saved version with its text; 404 when the policy has no such version. */
export async function getPolicyVersion(
  db: Database,
  { policyId, versionId }: { policyId: number; versionId: string },
): Promise<AdminPolicyVersion> {
  const [row] = await db
    .select({ ...SUMMARY, html: policyVersions.html })
    .from(policyVersions)
    .leftJoin(saver, eq(saver.id, policyVersions.savedBy))
    .where(and(eq(policyVersions.policyId, policyId), eq(policyVersions.id, versionId)));
  if (!row) throw AppError.notFound('This policy has no such version.');
  return { ...toSummary(row), html: row.html };
}
