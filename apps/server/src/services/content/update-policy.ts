import { eq } from 'drizzle-orm';
import { policies, policyVersions, type Database } from '@kinderly/db';
import { can, type Policy, type UpdatePolicyRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toPolicy } from './policy-dto.ts';
import { sanitizeContentHtml, visibleText } from './sanitize-content-html.ts';

/**
 * Replaces one translation of an existing policy (SPEC section 4: updates change policies that exist, by id;
 * an unknown id is 404 and nothing is inserted). The HTML is sanitised first; the clean version is stored.
 */
export async function updatePolicy({
  db,
  actor,
  input,
  ip,
}: {
  db: Database;
  actor: Actor;
  input: UpdatePolicyRequest;
  /** Where the edit came from, for the audit log (issue 18). */
  ip?: string | undefined;
}): Promise<Policy> {
  if (!can(actor.role, 'editPolicyTexts')) throw AppError.forbidden();
  const html = sanitizeContentHtml(input.html);
  if (visibleText(html) === '') {
    throw AppError.validation({ Html: ['The text is empty once unsupported HTML is removed.'] });
  }
  const fr = input.language === 'fr';
  // The edit, its version (issue 18's history) and its line in the audit log go together or not at all.
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(policies)
      .set({
        ...(fr ? { htmlFr: html } : { htmlEn: html }),
        ...(input.title === undefined ? {} : fr ? { titleFr: input.title } : { titleEn: input.title }),
        updatedBy: actor.userId,
      })
      .where(eq(policies.id, input.id))
      .returning();
    if (!updated) throw AppError.notFound('There is no policy with this id.');
    const [version] = await tx
      .insert(policyVersions)
      .values({
        policyId: updated.id,
        language: input.language,
        title: fr ? updated.titleFr : updated.titleEn,
        html,
        savedBy: actor.userId,
      })
      .returning({ id: policyVersions.id });
    await recordAudit(tx, {
      actor,
      action: 'policy.edit',
      targetType: 'policy',
      targetId: String(input.id),
      ip,
      details: { language: input.language, versionId: version!.id },
    });
    return updated;
  });
  return toPolicy(row, input.language);
}
