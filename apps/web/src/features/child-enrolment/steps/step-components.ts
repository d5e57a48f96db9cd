import type { ComponentType } from 'react';
import type { EnrolmentStepSlug } from '@kinderly/shared';
import { AllergyStep } from './allergy-step.tsx';
import { CustodyArrangementStep } from './custody-arrangement-step.tsx';
import { EmergencyContactsStep } from './emergency-contacts-step.tsx';
import { FeedingArrangementStep } from './feeding-arrangement-step.tsx';
import { AdditionalEmergencyInfoStep, AdditionalInfoStep } from './free-text-step.tsx';
import { HealthInfoStep } from './health-info-step.tsx';
import { ImmunizationStep } from './immunization-step.tsx';
import { PhysicalRequirementsStep } from './physical-requirements-step.tsx';
import { PickupPersonsStep } from './pickup-persons-step.tsx';
import { SchoolArrangementStep } from './school-arrangement-step.tsx';
import { SkinProductsStep } from './skin-products-step.tsx';
import { SleepArrangementsStep } from './sleep-arrangements-step.tsx';
import type { ChildStepProps } from './step-props.ts';

/** The form of every step after child-info (which may run before the child exists). */
export const CHILD_STEP_FORMS: Record<Exclude<EnrolmentStepSlug, 'child-info'>, ComponentType<ChildStepProps>> = {
  'school-arrangement': SchoolArrangementStep,
  'custody-arrangement': CustodyArrangementStep,
  'emergency-contacts': EmergencyContactsStep,
  'pickup-persons': PickupPersonsStep,
  immunization: ImmunizationStep,
  'health-info': HealthInfoStep,
  allergy: AllergyStep,
  'skin-products': SkinProductsStep,
  'feeding-arrangement': FeedingArrangementStep,
  'physical-requirements': PhysicalRequirementsStep,
  'sleep-arrangements': SleepArrangementsStep,
  'additional-emergency-info': AdditionalEmergencyInfoStep,
  'additional-info': AdditionalInfoStep,
};
