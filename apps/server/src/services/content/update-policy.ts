import { eq } from 'drizzle-orm';
import { policies, type Database } from '@kinderly/db';
import { can, type Policy, type UpdatePolicyRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
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
}: {
  db: Database;
  actor: Actor;
  input: UpdatePolicyRequest;
}): Promise<Policy> {
  if (!can(actor.role, 'editPolicyTexts')) throw AppError.forbidden();
  const html = sanitizeContentHtml(input.html);
  if (visibleText(html) === '') {
    throw AppError.validation({ Html: ['The text is empty once unsupported HTML is removed.'] });
  }
  const fr = input.language === 'fr';
  const [row] = await db
    .update(policies)
    .set({
      ...(fr ? { htmlFr: html } : { htmlEn: html }),
      ...(input.title === undefined ? {} : fr ? { titleFr: input.title } : { titleEn: input.title }),
      updatedBy: actor.userId,
    })
    .where(eq(policies.id, input.id))
    .returning();
  if (!row) throw AppError.notFound('There is no policy with this id.');
  return toPolicy(row, input.language);
}
