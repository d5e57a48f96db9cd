import { and, asc, eq } from 'drizzle-orm';
import { providerFiles, providerPolicies, type Database, type ProviderFileRow } from '@kinderly/db';
import {
  POLICY_FILES_MAX,
  PROVIDER_FIELD_MESSAGES,
  STANDARD_POLICIES,
  type PoliciesAndProcedures,
  type ProviderFile,
  type SavePoliciesRequest,
  type StandardPolicyId,
  API_PATHS,
} from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredFiles, storeUploads } from '../../lib/stored-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep, lockProvider } from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';
import { addProviderFile, unlinkProviderFiles } from './provider-files.ts';

export function providerFileOf(row: ProviderFileRow): ProviderFile {
  return {
    id: row.fileId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: API_PATHS.files.file.replace('{id}', row.fileId),
  };
}

/** Every standard policy in id order, with the provider's text and tick where they gave one. */
export async function readPolicies(db: Database, providerId: string): Promise<PoliciesAndProcedures> {
  const rows = await db.select().from(providerPolicies).where(eq(providerPolicies.providerId, providerId));
  const byId = new Map(rows.map((row) => [row.policyId, row]));
  const files = await db
    .select()
    .from(providerFiles)
    .where(and(eq(providerFiles.providerId, providerId), eq(providerFiles.kind, 'policy')))
    .orderBy(asc(providerFiles.createdAt));
  return {
    policies: STANDARD_POLICIES.map((policy) => ({
      id: policy.id as StandardPolicyId,
      name: policy.name,
      text: byId.get(policy.id)?.text ?? '',
      checked: byId.get(policy.id)?.checked ?? false,
    })),
    files: files.map(providerFileOf),
  };
}

export async function getPoliciesAndProcedures(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: isStepCompleted(row, 'policies-and-procedures') ? await readPolicies(context.db, row.id) : null };
}

/** Changes only the policies named by id (the others keep their text and tick). */
export async function savePoliciesAndProcedures(context: ProviderContext, input: SavePoliciesRequest) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction(async (tx) => {
    await lockProvider(tx, provider.id);
    for (const policy of input.policies) {
      await tx
        .insert(providerPolicies)
        .values({ providerId: provider.id, policyId: policy.id, text: policy.text, checked: policy.checked })
        .onConflictDoUpdate({
          target: [providerPolicies.providerId, providerPolicies.policyId],
          set: { text: policy.text, checked: policy.checked },
        });
    }
    return updateProviderAndStep(tx, provider.id, {}, 'policies-and-procedures');
  });
  return { data: await readPolicies(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}

/** updatePoliciesAndProceduresFiles: adds the uploaded documents and deletes those named in `removeFileIds`. */
export async function updatePolicyFiles(
  context: ProviderContext & { storage: FileStorage },
  removeFileIds: string[],
  uploads: UploadedFile[],
) {
  const provider = await resolveOwnedProvider(context);
  let unlinked: string[] = [];
  const row = await storeUploads(context.db, context.storage, provider.userId, uploads, async (tx, stored) => {
    await lockProvider(tx, provider.id);
    unlinked = await unlinkProviderFiles(tx, provider.id, removeFileIds);
    const kept = await tx
      .select({ id: providerFiles.id })
      .from(providerFiles)
      .where(and(eq(providerFiles.providerId, provider.id), eq(providerFiles.kind, 'policy')));
    if (kept.length + stored.length > POLICY_FILES_MAX)
      throw AppError.validation({ Files: [PROVIDER_FIELD_MESSAGES.tooManyFiles] });
    for (const file of stored) await addProviderFile(tx, provider.id, 'policy', file);
    return updateProviderAndStep(tx, provider.id, {}, null);
  });
  await deleteStoredFiles(context.db, context.storage, unlinked);
  return { data: await readPolicies(context.db, row.id), enrollmentSteps: enrollmentStepsOf(row) };
}
