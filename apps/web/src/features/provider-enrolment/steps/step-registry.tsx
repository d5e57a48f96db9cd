import type { ComponentType } from 'react';
import type { ProviderEnrolmentStepSlug } from '@kinderly/shared';
import { AgeGroupsStep } from './age-groups-step.tsx';
import { AvailabilityStep } from './availability-step.tsx';
import { BadgesStep } from './badges-step.tsx';
import { BookingMethodStep } from './booking-method-step.tsx';
import { CancellationStep } from './cancellation-step.tsx';
import { FamilyAmenitiesStep } from './family-amenities-step.tsx';
import { GetLocationStep } from './get-location-step.tsx';
import { HomeSafetyStep } from './home-safety-step.tsx';
import { HouseholdStep } from './household-step.tsx';
import { HoursStep } from './hours-step.tsx';
import { LocationStep } from './location-step.tsx';
import { NotificationsStep } from './notifications-step.tsx';
import { PoliciesStep } from './policies-step.tsx';
import { PricesStep } from './prices-step.tsx';
import { ProgramStatementStep } from './program-statement-step.tsx';
import type { StepFormProps } from './step-form-props.ts';

/** The form of each step this feature owns; the payout account step comes from the app (see routes.tsx). */
export const STEP_FORMS: Record<
  Exclude<ProviderEnrolmentStepSlug, 'stripe-connected-account-link'>,
  ComponentType<StepFormProps>
> = {
  'property-and-guests': HouseholdStep,
  'program-statement': ProgramStatementStep,
  badges: BadgesStep,
  'family-amenities': FamilyAmenitiesStep,
  'home-safety': HomeSafetyStep,
  'get-location-automation': GetLocationStep,
  location: LocationStep,
  'how-parents-can-book': BookingMethodStep,
  'availability-settings': AvailabilityStep,
  'children-requirements': AgeGroupsStep,
  'hours-of-business': HoursStep,
  prices: PricesStep,
  'cancellation-policy': CancellationStep,
  'policies-and-procedures': PoliciesStep,
  'settings-notifications': NotificationsStep,
};
