import { z } from 'zod';
import {
  AdditionalInfoSchema,
  FeedingArrangementSchema,
  PhysicalRequirementsSchema,
  SleepArrangementSchema,
} from './care-records.ts';
import { ChildSchema } from './child.ts';
import {
  CustodyArrangementSchema,
  EmergencyContactsResponseSchema,
  PickupPersonsResponseSchema,
  SchoolArrangementSchema,
} from './family-records.ts';
import {
  AllergyInfoSchema,
  HealthInfoSchema,
  SkinProductsResponseSchema,
  VaccinationDatesResponseSchema,
} from './health-records.ts';

/** getChildRecord: the whole record in one answer (the final review; later the provider's read-only view). */
export const ChildRecordSchema = z.object({
  child: ChildSchema,
  schoolArrangement: SchoolArrangementSchema.nullable(),
  custodyArrangement: CustodyArrangementSchema.nullable(),
  emergencyContacts: EmergencyContactsResponseSchema.shape.emergencyContacts,
  pickupPersons: PickupPersonsResponseSchema.shape.pickupPersons,
  vaccination: VaccinationDatesResponseSchema,
  healthInfo: HealthInfoSchema.nullable(),
  allergyInfo: AllergyInfoSchema,
  skinProducts: SkinProductsResponseSchema.shape.skinProducts,
  feedingArrangement: FeedingArrangementSchema.nullable(),
  physicalRequirements: PhysicalRequirementsSchema.nullable(),
  sleepArrangement: SleepArrangementSchema.nullable(),
  additionalInfo: AdditionalInfoSchema.shape.additionalInfo,
});
export type ChildRecord = z.infer<typeof ChildRecordSchema>;
