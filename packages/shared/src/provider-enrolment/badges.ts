import { z } from 'zod';
import { BADGE_NAMES, QUALIFICATION_NAMES } from './constants.ts';
import { booleanText, ProviderFileSchema } from './common.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/**
 * badges: the qualifications and profile of SPEC section 3. Saved as multipart form data: text fields below,
 * files under the field `files`, each file named after its badge (`ece.pdf`, `firstAid.jpg`,
 * `vulnerableSector.pdf`). A badge's activate flag is set only by the SuperAdmin after checking the file.
 */

export const BadgeNameSchema = z.enum(BADGE_NAMES, { error: M.chooseOne });
export const QualificationNameSchema = z.enum(QUALIFICATION_NAMES, { error: M.chooseOne });

export const BadgeSchema = z.object({
  name: BadgeNameSchema,
  has: z.boolean().describe('The provider says they hold it'),
  file: ProviderFileSchema.nullable(),
  activate: z
    .boolean()
    .nullable()
    .describe('Checked by the SuperAdmin; null for vulnerableSector (flag and file only)'),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const BadgesProfileSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  cameraType: z.string(),
  liveMonitoryLink: z.string(),
  personalityTest: z.string(),
  insuranceCompanyName: z.string(),
  insurancePolicyNumber: z.string(),
  insuranceActivate: z.boolean().describe('Set by the SuperAdmin after checking the policy'),
  volunteerHistories: z.string().nullable(),
  cece: z.string().nullable(),
  comments: z.boolean().describe('Parents may leave comments (default true)'),
  parentCosign: z.boolean().describe('Default false'),
});
export type BadgesProfile = z.infer<typeof BadgesProfileSchema>;

export const BadgesDataSchema = z.object({
  badgesNames: z.array(BadgeNameSchema).describe('Names of the badges the provider holds (has = true)'),
  isOnlyBadges: z.boolean().describe('True when only badges were asked for or saved; profile is then null'),
  badges: z.array(BadgeSchema),
  profile: BadgesProfileSchema.nullable(),
});
export type BadgesData = z.infer<typeof BadgesDataSchema>;

/** GET getBadges: `BadgesNames` (comma-separated) limits the list; `isOnlyBadges=true` leaves the profile out. */
export const GetBadgesQuerySchema = z.object({
  providerId: z.uuid({ error: 'Use a provider id.' }).optional(),
  BadgesNames: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((name) => name.trim()) : undefined))
    .pipe(z.array(BadgeNameSchema).optional()),
  isOnlyBadges: booleanText().optional(),
});

const textField = (max: number) => z.string().trim().max(max, M.tooLong);
const urlField = z
  .string()
  .trim()
  .max(500, M.tooLong)
  .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), M.urlInvalid);

/**
 * The text fields of saveBadges / updateBadges (form data, so booleans are "true"/"false"). A field left out
 * keeps its stored value; a badge set to false loses its file and its activation.
 */
export const SaveBadgesFormSchema = z.object({
  isOnlyBadges: booleanText().optional(),
  ...(Object.fromEntries(BADGE_NAMES.map((name) => [name, booleanText().optional()])) as Record<
    (typeof BADGE_NAMES)[number],
    z.ZodOptional<ReturnType<typeof booleanText>>
  >),
  facebook: urlField.optional(),
  instagram: urlField.optional(),
  cameraType: textField(100).optional(),
  liveMonitoryLink: urlField.optional(),
  personalityTest: textField(200).optional(),
  insuranceCompanyName: textField(120).optional(),
  insurancePolicyNumber: textField(60).optional(),
  volunteerHistories: textField(2000).optional(),
  cece: textField(60).optional(),
  comments: booleanText().optional(),
  parentCosign: booleanText().optional(),
});
export type SaveBadgesForm = z.infer<typeof SaveBadgesFormSchema>;

/** PUT activateQualification (SuperAdmin): a qualification's or the insurance's activate flag. */
export const ActivateQualificationRequestSchema = z.object({
  providerId: z.uuid({ error: 'Use a provider id.' }),
  name: z.union([QualificationNameSchema, z.literal('insurance')], { error: M.chooseOne }),
  activate: z.boolean(),
});
export type ActivateQualificationRequest = z.infer<typeof ActivateQualificationRequestSchema>;

/** GET /api/booking/getBadgesIsActivated: what parents see, only activated qualifications. */
export const BadgesIsActivatedResponseSchema = z.object({
  data: z.object({
    providerId: z.uuid(),
    badgesNames: z.array(QualificationNameSchema),
    insuranceActivate: z.boolean(),
  }),
});
export type BadgesIsActivatedResponse = z.infer<typeof BadgesIsActivatedResponseSchema>;

/** Background gallery: four image slots. Save sends files named fileBackground_1.jpg ... fileBackground_4.png. */
export const GallerySchema = z.object({
  userId: z.uuid(),
  fileBackground_1: ProviderFileSchema.nullable(),
  fileBackground_2: ProviderFileSchema.nullable(),
  fileBackground_3: ProviderFileSchema.nullable(),
  fileBackground_4: ProviderFileSchema.nullable(),
});
export type Gallery = z.infer<typeof GallerySchema>;
export const GalleryResponseSchema = z.object({ data: GallerySchema });
export const GetGalleryQuerySchema = z.object({ userId: z.uuid({ error: 'Use a user id.' }) });
/** Form text field of saveProviderBackgroundGallery: slots to empty, e.g. "2,4". */
export const SaveGalleryFormSchema = z.object({
  remove: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((slot) => Number(slot.trim())) : []))
    .pipe(z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: M.chooseOne }))),
});
