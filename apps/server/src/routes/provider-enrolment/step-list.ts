import type { FastifyInstance } from 'fastify';
import {
  AcceptedAgeGroupsSchema,
  AvailabilitySettingsSchema,
  AvailableSpacesSchema,
  CancellationOptionsSchema,
  ChildcareLocationSchema,
  FamilyAmenitiesSchema,
  HolidaysSchema,
  HomeSafetySchema,
  HouseholdSchema,
  HoursOfBusinessSchema,
  PoliciesAndProceduresSchema,
  PricesSchema,
  ProgramStatementSchema,
  ProviderNotificationsSchema,
  SaveChildcareLocationRequestSchema,
  SavePoliciesRequestSchema,
} from '@kinderly/shared';
import * as availability from '../../services/provider-enrolment/availability.ts';
import { getChildcareLocation, saveChildcareLocation } from '../../services/provider-enrolment/childcare-location.ts';
import {
  cancellationOptionsStep,
  familyAmenitiesStep,
  homeSafetyStep,
  householdStep,
  notificationsStep,
  programStatementStep,
  type ColumnStep,
} from '../../services/provider-enrolment/column-steps.ts';
import * as offer from '../../services/provider-enrolment/offer.ts';
import * as policies from '../../services/provider-enrolment/policies-and-procedures.ts';
import { getColumnStep, saveColumnStep } from '../../services/provider-enrolment/step-data.ts';
import { registerJsonStep } from './step-routes.ts';

const columnStep = <T>(step: ColumnStep<T>) => ({
  get: (context: Parameters<typeof getColumnStep>[0]) => getColumnStep(context, step),
  save: (context: Parameters<typeof getColumnStep>[0], input: T) => saveColumnStep(context, step, input),
});

/** Every step with a JSON body (the others: badges, booking method, geolocation, account link). */
export function registerJsonSteps(app: FastifyInstance) {
  registerJsonStep(app, {
    name: 'HouseholdInfo',
    what: 'Property and guests: who lives in the home, pets, smoking, visitors',
    body: HouseholdSchema,
    data: HouseholdSchema,
    ...columnStep(householdStep),
  });
  registerJsonStep(app, {
    name: 'ProgramStatement',
    what: 'Program statement, provider type (11/12/13), business name and licence number',
    body: ProgramStatementSchema,
    data: ProgramStatementSchema,
    ...columnStep(programStatementStep),
  });
  registerJsonStep(app, {
    name: 'FamilyAmenities',
    what: 'Family amenities',
    body: FamilyAmenitiesSchema,
    data: FamilyAmenitiesSchema,
    ...columnStep(familyAmenitiesStep),
  });
  registerJsonStep(app, {
    name: 'HomeSafety',
    what: 'Home safety',
    body: HomeSafetySchema,
    data: HomeSafetySchema,
    ...columnStep(homeSafetyStep),
  });
  registerJsonStep(app, {
    name: 'ChildcareLocation',
    what: "The provider's own childcare location",
    body: SaveChildcareLocationRequestSchema,
    data: ChildcareLocationSchema,
    get: getChildcareLocation,
    save: saveChildcareLocation,
  });
  registerJsonStep(app, {
    name: 'AvailabilitySettings',
    what: 'Availability: start date, spaces per age group, holidays',
    body: AvailabilitySettingsSchema,
    data: AvailabilitySettingsSchema,
    get: availability.getAvailabilitySettings,
    save: availability.saveAvailabilitySettings,
  });
  registerJsonStep(app, {
    name: 'AcceptedAgeGroups',
    what: 'Accepted age groups (ids 14-19)',
    body: AcceptedAgeGroupsSchema,
    data: AcceptedAgeGroupsSchema,
    get: offer.getAcceptedAgeGroups,
    save: offer.saveAcceptedAgeGroups,
  });
  registerJsonStep(app, {
    name: 'HoursOfBusiness',
    what: 'Hours of business per ISO weekday',
    body: HoursOfBusinessSchema,
    data: HoursOfBusinessSchema,
    get: offer.getHoursOfBusiness,
    save: offer.saveHoursOfBusiness,
  });
  registerJsonStep(app, {
    name: 'Prices',
    what: 'Prices per care type (ids 21-28), daily or hourly, integer cents CAD',
    body: PricesSchema,
    data: PricesSchema,
    get: offer.getPrices,
    save: offer.savePrices,
  });
  registerJsonStep(app, {
    name: 'CancellationOptions',
    what: 'Cancellation option: flexible, moderate or strict (ADR 009)',
    body: CancellationOptionsSchema,
    data: CancellationOptionsSchema,
    ...columnStep(cancellationOptionsStep),
  });
  registerJsonStep(app, {
    name: 'PoliciesAndProcedures',
    what: 'Policies and procedures (only the policies named by id change) and policy files',
    body: SavePoliciesRequestSchema,
    data: PoliciesAndProceduresSchema,
    get: policies.getPoliciesAndProcedures,
    save: policies.savePoliciesAndProcedures,
  });
  registerJsonStep(app, {
    name: 'Notifications',
    what: 'Notification settings',
    body: ProviderNotificationsSchema,
    data: ProviderNotificationsSchema,
    ...columnStep(notificationsStep),
  });
  registerJsonStep(app, {
    name: 'Holidays',
    what: 'Holidays (stand-alone; does not complete the availability step)',
    body: HolidaysSchema,
    data: HolidaysSchema,
    readNullable: false,
    get: availability.getHolidays,
    save: availability.saveHolidays,
  });
  registerJsonStep(app, {
    name: 'AvailableSpaces',
    what: 'Available spaces per age group (stand-alone; does not complete the availability step)',
    body: AvailableSpacesSchema,
    data: AvailableSpacesSchema,
    readNullable: false,
    get: availability.getAvailableSpaces,
    save: availability.saveAvailableSpaces,
  });
}
