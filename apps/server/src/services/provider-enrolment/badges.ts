import type { NotificationEvent } from '../../lib/notifications/centre.ts';
import { badgeVerifiedEvent } from './badge-notice.ts';
import { and, eq } from 'drizzle-orm';
import { providerBadges, providerFiles, type Database, type ProviderRow } from '@kinderly/db';
import {
  BADGE_NAMES,
  PROVIDER_FIELD_MESSAGES,
  QUALIFICATION_NAMES,
  Role,
  type ActivateQualificationRequest,
  type BadgeName,
  type BadgesData,
  type QualificationName,
  type SaveBadgesForm,
} from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { deleteStoredFiles, storeUploads } from '../../lib/stored-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { Actor } from '../../plugins/auth.ts';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep, lockProvider } from './enrollment-steps.ts';
import { providerFileOf } from './policies-and-procedures.ts';
import { findVisibleProvider, resolveOwnedProvider, type ProviderContext } from './provider-access.ts';
import { addProviderFile, unlinkProviderFiles } from './provider-files.ts';

const PROFILE_FIELDS = [
  'facebook',
  'instagram',
  'cameraType',
  'liveMonitoryLink',
  'personalityTest',
  'insuranceCompanyName',
  'insurancePolicyNumber',
  'volunteerHistories',
  'cece',
  'comments',
  'parentCosign',
] as const;

const isQualification = (name: string): name is QualificationName =>
  (QUALIFICATION_NAMES as readonly string[]).includes(name);

async function readBadges(
  db: Database,
  row: ProviderRow,
  names: readonly BadgeName[],
  isOnlyBadges: boolean,
): Promise<BadgesData> {
  const rows = await db.select().from(providerBadges).where(eq(providerBadges.providerId, row.id));
  const files = await db
    .select()
    .from(providerFiles)
    .where(and(eq(providerFiles.providerId, row.id), eq(providerFiles.kind, 'badge')));
  const fileById = new Map(files.map((file) => [file.fileId, file]));
  const byName = new Map(rows.map((badge) => [badge.name, badge]));
  const badges = names.map((name) => {
    const badge = byName.get(name);
    const file = badge?.fileId ? fileById.get(badge.fileId) : undefined;
    return {
      name,
      has: badge?.has ?? false,
      file: file ? providerFileOf(file) : null,
      // The vulnerable sector check has a flag and a file only (SPEC section 3).
      activate: isQualification(name) ? (badge?.activate ?? false) : null,
    };
  });
  return {
    badgesNames: BADGE_NAMES.filter((name) => byName.get(name)?.has),
    isOnlyBadges,
    badges,
    profile: isOnlyBadges
      ? null
      : {
          facebook: row.facebook,
          instagram: row.instagram,
          cameraType: row.cameraType,
          liveMonitoryLink: row.liveMonitoryLink,
          personalityTest: row.personalityTest,
          insuranceCompanyName: row.insuranceCompanyName,
          insurancePolicyNumber: row.insurancePolicyNumber,
          insuranceActivate: row.insuranceActivate,
          volunteerHistories: row.volunteerHistories,
          cece: row.cece,
          comments: row.comments,
          parentCosign: row.parentCosign,
        },
  };
}

export async function getBadges(
  context: ProviderContext,
  query: { BadgesNames?: BadgeName[] | undefined; isOnlyBadges?: boolean | undefined },
): Promise<{ data: BadgesData | null }> {
  const row = await resolveOwnedProvider(context);
  if (!isStepCompleted(row, 'badges')) return { data: null };
  return { data: await readBadges(context.db, row, query.BadgesNames ?? BADGE_NAMES, query.isOnlyBadges ?? false) };
}

/** `ece.pdf` -> `ece`; a name that is no badge is refused before anything is stored. */
export function badgeOfFile(fileName: string): BadgeName | null {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return (BADGE_NAMES as readonly string[]).includes(base) ? (base as BadgeName) : null;
}

/**
 * saveBadges / updateBadges: flags and profile fields from the form (a field left out keeps its value), one
 * file per badge named after it. A new file or a flag set to false clears the activation: the SuperAdmin checks
 * again. Files replaced or dropped are deleted.
 */
export async function saveBadges(
  context: ProviderContext & { storage: FileStorage },
  form: SaveBadgesForm,
  uploads: UploadedFile[],
) {
  const provider = await resolveOwnedProvider(context);
  const byBadge = new Map<BadgeName, UploadedFile>();
  for (const [index, upload] of uploads.entries()) {
    const badge = badgeOfFile(upload.fileName);
    if (!badge) throw AppError.validation({ [`Files[${index}]`]: [PROVIDER_FIELD_MESSAGES.fileNameUnknown] });
    byBadge.set(badge, upload);
  }
  // Only the files that will be linked are stored: the last one per badge, none for a badge set to false.
  const kept = [...byBadge].filter(([name]) => form[name] !== false);
  const isOnlyBadges = form.isOnlyBadges ?? false;
  let unlinked: string[] = [];
  const row = await storeUploads(
    context.db,
    context.storage,
    provider.userId,
    kept.map(([, upload]) => upload),
    async (tx, stored) => {
      const storedByBadge = new Map(kept.map(([name], index) => [name, stored[index]!]));
      await lockProvider(tx, provider.id);
      const existing = new Map(
        (await tx.select().from(providerBadges).where(eq(providerBadges.providerId, provider.id))).map((badge) => [
          badge.name,
          badge,
        ]),
      );
      const dropped: string[] = [];
      for (const name of BADGE_NAMES) {
        const flag = form[name];
        const file = storedByBadge.get(name);
        if (flag === undefined && !byBadge.has(name)) continue;
        const before = existing.get(name);
        const has = flag ?? true;
        let fileId = has ? (before?.fileId ?? null) : null;
        if (file) fileId = (await addProviderFile(tx, provider.id, 'badge', file)).fileId;
        if (before?.fileId && before.fileId !== fileId) dropped.push(before.fileId);
        const activate = has && fileId === before?.fileId ? (before?.activate ?? false) : false;
        await tx
          .insert(providerBadges)
          .values({ providerId: provider.id, name, has, fileId, activate })
          .onConflictDoUpdate({
            target: [providerBadges.providerId, providerBadges.name],
            set: { has, fileId, activate },
          });
      }
      unlinked = await unlinkProviderFiles(tx, provider.id, dropped);
      const profile = isOnlyBadges
        ? {}
        : Object.fromEntries(
            PROFILE_FIELDS.filter((field) => form[field] !== undefined).map((field) => [field, form[field]]),
          );
      return updateProviderAndStep(tx, provider.id, profile, 'badges');
    },
  );
  await deleteStoredFiles(context.db, context.storage, unlinked);
  return {
    data: await readBadges(context.db, row, BADGE_NAMES, isOnlyBadges),
    enrollmentSteps: enrollmentStepsOf(row),
  };
}

/**
 * SuperAdmin: sets a qualification's (or the insurance's) activate flag after checking the file. The change and its
 * line in the audit log (`badge.activate` / `badge.deactivate`, issue 18) go together or not at all.
 */
export async function activateQualification({
  db,
  actor,
  input,
  ip,
  notice,
}: {
  db: Database;
  actor: Actor;
  input: ActivateQualificationRequest;
  ip?: string | undefined;
  /** Queues the provider's "verified" notification in the change's transaction (the route wires the centre). */
  notice?: { publicUrl: string; now: Date; queue: (tx: Database, event: NotificationEvent) => Promise<void> };
}) {
  // Only a switch to verified tells the provider; taking a badge back is the administrator's correction.
  const tell = async (tx: Database) => {
    if (input.activate && notice)
      await notice.queue(tx, badgeVerifiedEvent(row.userId, input.name, notice.publicUrl, notice.now));
  };
  if (actor.role !== Role.SuperAdmin) throw AppError.forbidden('Only the administrator checks qualifications.');
  const row = await resolveOwnedProvider({ db, actor, providerId: input.providerId });
  const audit = (tx: Pick<Database, 'insert'>) =>
    recordAudit(tx, {
      actor,
      action: input.activate ? 'badge.activate' : 'badge.deactivate',
      targetType: 'provider',
      targetId: row.id,
      ip,
      details: { name: input.name },
    });
  if (input.name === 'insurance') {
    if (input.activate && !row.insurancePolicyNumber)
      throw AppError.validation({ Name: ['The provider has not given an insurance policy number.'] });
    const updated = await db.transaction(async (tx) => {
      const provider = await updateProviderAndStep(tx, row.id, { insuranceActivate: input.activate }, null);
      await audit(tx);
      await tell(tx);
      return provider;
    });
    return { data: await readBadges(db, updated, BADGE_NAMES, false) };
  }
  const [badge] = await db
    .select()
    .from(providerBadges)
    .where(and(eq(providerBadges.providerId, row.id), eq(providerBadges.name, input.name)));
  if (input.activate && (!badge?.has || !badge.fileId))
    throw AppError.validation({ Name: ['Nothing to activate: the provider has not uploaded this qualification.'] });
  if (badge)
    await db.transaction(async (tx) => {
      await tx
        .update(providerBadges)
        .set({ activate: input.activate })
        .where(and(eq(providerBadges.providerId, row.id), eq(providerBadges.name, input.name)));
      await audit(tx);
      await tell(tx);
    });
  return { data: await readBadges(db, row, BADGE_NAMES, false) };
}

/** The qualifications the provider holds and the SuperAdmin activated, in QUALIFICATION_NAMES order. */
export async function readActivatedBadges(db: Database, providerId: string): Promise<QualificationName[]> {
  const rows = await db
    .select({ name: providerBadges.name })
    .from(providerBadges)
    .where(
      and(eq(providerBadges.providerId, providerId), eq(providerBadges.activate, true), eq(providerBadges.has, true)),
    );
  const active = new Set(rows.map((badge) => badge.name));
  return QUALIFICATION_NAMES.filter((name) => active.has(name));
}

/** What parents see: only qualifications the SuperAdmin activated (SPEC: getBadgesIsActivated). */
export async function getBadgesIsActivated({
  db,
  actor,
  providerId,
}: {
  db: Database;
  actor: Actor;
  providerId: string;
}) {
  const row = await findVisibleProvider(db, actor, providerId);
  return {
    data: {
      providerId: row.id,
      badgesNames: await readActivatedBadges(db, row.id),
      insuranceActivate: row.insuranceActivate,
    },
  };
}
