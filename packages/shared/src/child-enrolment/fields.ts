import { z } from 'zod';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';

/** Field rules shared by the enrolment records. */

export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 2000;

/** A text the parent must fill. */
export const requiredText = (max = SHORT_TEXT_MAX) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.textTooLong);
/** A text that may stay empty (''). */
export const optionalText = (max = LONG_TEXT_MAX) => z.string({ error: M.required }).trim().max(max, M.textTooLong);
export const flag = () => z.boolean({ error: M.chooseOne });
export const wholeNumber = (min: number, max: number) =>
  z.number({ error: M.numberInvalid }).int(M.numberInvalid).min(min, M.numberInvalid).max(max, M.numberInvalid);
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: M.required }).max(max, M.listTooLong);

export const IsoDateSchema = z.iso.date(M.dateInvalid);
/** A date that has happened (vaccine doses, births). */
export const PastDateSchema = IsoDateSchema.refine(
  (value) => value <= new Date().toISOString().slice(0, 10),
  M.dateInFuture,
);
export const TimeOfDaySchema = z.string({ error: M.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export const ProvinceSchema = z.enum(PROVINCES, { error: M.provinceInvalid });

/** Canadian postal code, any case, with or without the space; normalised to `A1A 1A1`. */
export const PostalCodeSchema = z
  .string({ error: M.postalCodeInvalid })
  .trim()
  .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, M.postalCodeInvalid)
  .transform((value) => {
    const compact = value.replace(' ', '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  });

export const ChildAddressSchema = z.object({
  street: requiredText(200),
  city: requiredText(),
  province: ProvinceSchema,
  country: z.literal('Canada', { error: M.chooseOne }).describe('Only Canada for now'),
  postalCode: PostalCodeSchema,
});
export type ChildAddress = z.infer<typeof ChildAddressSchema>;

/** Query parameter `childId` of every per-child call. */
export const ChildIdQuerySchema = z.object({ childId: z.uuid({ error: M.childUnknown }) });
export type ChildIdQuery = z.infer<typeof ChildIdQuerySchema>;
