import { z } from 'zod';
import { EmailSchema, PhoneNumberSchema } from '../account-fields.ts';
import { flag, listOf, optionalText, requiredText, SHORT_TEXT_MAX, TimeOfDaySchema } from './fields.ts';
import { CHILD_FIELD_MESSAGES as M } from './messages.ts';

/** Steps 2-5: school, custody, emergency contacts, pickup persons. Saves answer EnrollmentProgress. */

const Weekday = z.union(
  [1, 2, 3, 4, 5, 6, 7].map((d) => z.literal(d)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
  {
    error: M.chooseOne,
  },
);
const OptionalPhone = z.union([z.literal(''), PhoneNumberSchema]);
const OptionalEmail = z.union([z.literal(''), EmailSchema]);
const OptionalTime = z.union([z.literal(''), TimeOfDaySchema]);

export const SCHOOL_TRANSPORTATION = ['None', 'Walk', 'SchoolBus', 'Provider', 'Parent'] as const;

/** Step 2. Who takes the child to and from school, and when (before/after-school care). */
export const SchoolArrangementRequestSchema = z
  .object({
    attendsSchool: flag(),
    schoolName: optionalText(200),
    schoolAddress: optionalText(300),
    grade: optionalText(50).describe('e.g. JK, SK, Grade 1'),
    schoolDays: listOf(Weekday, 7).describe('ISO weekdays 1 (Monday) .. 7'),
    dropOffTime: OptionalTime.describe('HH:MM when the provider takes the child to school, or empty'),
    pickUpTime: OptionalTime.describe('HH:MM when the child is picked up from school, or empty'),
    transportation: z.enum(SCHOOL_TRANSPORTATION, { error: M.chooseOne }),
    notes: optionalText(),
  })
  .refine((value) => !value.attendsSchool || value.schoolName.length > 0, {
    path: ['schoolName'],
    message: M.schoolNameRequired,
  });
export type SchoolArrangementRequest = z.input<typeof SchoolArrangementRequestSchema>;
export const SchoolArrangementSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  attendsSchool: z.boolean(),
  schoolName: z.string(),
  schoolAddress: z.string(),
  grade: z.string(),
  schoolDays: z.array(z.number().int()),
  dropOffTime: z.string(),
  pickUpTime: z.string(),
  transportation: z.enum(SCHOOL_TRANSPORTATION),
  notes: z.string(),
});
export type SchoolArrangement = z.infer<typeof SchoolArrangementSchema>;

export const CUSTODY_TYPES = ['BothParents', 'Joint', 'Sole', 'Shared', 'LegalGuardian', 'Other'] as const;

/** A person a court order or agreement says must NOT pick the child up or have access. */
export const RestrictedPersonSchema = z.object({
  fullName: requiredText(),
  relationship: optionalText(SHORT_TEXT_MAX),
  description: optionalText(500).describe('What they look like; what the order says'),
});

/** Step 3. A provider must know who may not take the child, and see the order. */
export const CustodyArrangementRequestSchema = z
  .object({
    custodyType: z.enum(CUSTODY_TYPES, { error: M.chooseOne }),
    hasCourtOrder: flag(),
    courtOrderDetails: optionalText(),
    restrictedPersons: listOf(RestrictedPersonSchema, 10),
    notes: optionalText(),
  })
  .refine((value) => !value.hasCourtOrder || value.courtOrderDetails.length > 0, {
    path: ['courtOrderDetails'],
    message: M.courtOrderDetailsRequired,
  });
export type CustodyArrangementRequest = z.input<typeof CustodyArrangementRequestSchema>;
export const CustodyArrangementSchema = z.object({
  id: z.uuid(),
  childId: z.uuid(),
  custodyType: z.enum(CUSTODY_TYPES),
  hasCourtOrder: z.boolean(),
  courtOrderDetails: z.string(),
  restrictedPersons: z.array(z.object({ fullName: z.string(), relationship: z.string(), description: z.string() })),
  notes: z.string(),
});
export type CustodyArrangement = z.infer<typeof CustodyArrangementSchema>;

export const EmergencyContactInputSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  relationship: requiredText(),
  phone: PhoneNumberSchema,
  alternatePhone: OptionalPhone,
  email: OptionalEmail,
  canPickUp: flag().describe('May also take the child home'),
});
export const MAX_EMERGENCY_CONTACTS = 5;
/** Step 4, body `emergencyContacts` (query childId). Order = the order the provider calls them in. */
export const EmergencyContactsRequestSchema = z.object({
  emergencyContacts: listOf(EmergencyContactInputSchema, MAX_EMERGENCY_CONTACTS).min(1, M.emergencyContactRequired),
});
export type EmergencyContactsRequest = z.input<typeof EmergencyContactsRequestSchema>;
export const EmergencyContactSchema = EmergencyContactInputSchema.extend({
  id: z.uuid(),
  priority: z.number().int().describe('1 = call first'),
  phone: z.string(),
  alternatePhone: z.string(),
  email: z.string(),
});
export const EmergencyContactsResponseSchema = z.object({
  childId: z.uuid(),
  emergencyContacts: z.array(EmergencyContactSchema),
});
export type EmergencyContactsResponse = z.infer<typeof EmergencyContactsResponseSchema>;

export const PickupPersonInputSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  relationship: requiredText(),
  phone: PhoneNumberSchema,
  passwordPhrase: optionalText(SHORT_TEXT_MAX).describe('Code word the person gives at pick-up; may be empty'),
  notes: optionalText(500),
});
export const MAX_PICKUP_PERSONS = 10;
/** Step 5, body `pickupPersons`. Parents and guardians may always pick up; list everyone else. */
export const PickupPersonsRequestSchema = z.object({
  pickupPersons: listOf(PickupPersonInputSchema, MAX_PICKUP_PERSONS),
});
export type PickupPersonsRequest = z.input<typeof PickupPersonsRequestSchema>;
export const PickupPersonSchema = PickupPersonInputSchema.extend({ id: z.uuid(), phone: z.string() });
export const PickupPersonsResponseSchema = z.object({ childId: z.uuid(), pickupPersons: z.array(PickupPersonSchema) });
export type PickupPersonsResponse = z.infer<typeof PickupPersonsResponseSchema>;
