import { API_PATHS, BadgesDataSchema, type BadgeName, type SaveBadgesForm } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

export type SaveBadgesVariables = {
  fields: SaveBadgesForm;
  files: Partial<Record<BadgeName, File>>;
  exists: boolean;
};

/** The upload name of a badge's file: the badge plus the original extension (`firstAid.pdf`). */
export function badgeFileName(badge: BadgeName, file: { name: string }): string {
  const extension = /\.[a-z0-9]+$/i.exec(file.name)?.[0]?.toLowerCase() ?? '';
  return `${badge}${extension}`;
}

/** The multipart body of saveBadges: booleans as "true"/"false" text, files under `files` named by badge. */
export function badgesFormData({ fields, files }: Omit<SaveBadgesVariables, 'exists'>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, String(value));
  }
  for (const [badge, file] of Object.entries(files) as [BadgeName, File | undefined][])
    if (file) body.append('files', file, badgeFileName(badge, file));
  return body;
}

/** POST saveBadges / updateBadges (multipart form data, SPEC section 7). */
export const saveBadges = ({ exists, ...variables }: SaveBadgesVariables) =>
  writeStep(
    {
      path: exists ? API_PATHS.childcareProvider.updateBadges : API_PATHS.childcareProvider.saveBadges,
      body: badgesFormData(variables),
    },
    BadgesDataSchema,
  );

export const useSaveBadges = () => useStepMutation('badges', saveBadges);
