import type { ProviderRow } from '@kinderly/db';
import {
  toPublicCoordinate,
  Role,
  type ChildcareLocation,
  type EnrollmentSteps,
  type SaveChildcareLocationRequest,
} from '@kinderly/shared';
import { joinAddressLine } from '../../integrations/geocoding/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep } from './enrollment-steps.ts';
import { findVisibleProvider, resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/** Saved and usable: a row made outside the API (seed, admin) may lack the coordinates. */
const hasLocation = (row: ProviderRow) =>
  isStepCompleted(row, 'location') && row.latitude !== null && row.longitude !== null && row.city !== null;

function locationOf(row: ProviderRow, exact: boolean): ChildcareLocation {
  const street = [row.unit ? `${row.unit}-` : '', row.street ?? ''].join('');
  return {
    providerId: row.id,
    street: exact ? row.street : null,
    unit: exact ? row.unit || null : null,
    city: row.city ?? '',
    province: row.province ?? '',
    postalCode: exact ? (row.postalCode ?? '') : (row.postalCode ?? '').slice(0, 3),
    country: 'Canada',
    latitude: exact ? row.latitude! : toPublicCoordinate(row.latitude!),
    longitude: exact ? row.longitude! : toPublicCoordinate(row.longitude!),
    address: exact
      ? joinAddressLine({ road: street, city: row.city, country: 'Canada' })
      : joinAddressLine({ city: row.city, country: 'Canada' }),
    isGeolocationShared: row.isGeolocationShared ?? false,
    isExact: exact,
  };
}

export async function getChildcareLocation(context: ProviderContext): Promise<{ data: ChildcareLocation | null }> {
  const row = await resolveOwnedProvider(context);
  return { data: hasLocation(row) ? locationOf(row, true) : null };
}

/**
 * Location for a provider's public profile. The owner and the SuperAdmin see the address; others see it only
 * when the provider shares their geolocation, and otherwise the city, the postal district and a point ~1 km off.
 */
export async function getChildcareLocationById(input: {
  db: ProviderContext['db'];
  actor: Actor;
  providerId: string;
}): Promise<{ data: ChildcareLocation | null }> {
  const row = await findVisibleProvider(input.db, input.actor, input.providerId);
  if (!hasLocation(row)) return { data: null };
  // Issue 14: the street and the exact point are the owner's and the SuperAdmin's only, whatever the sharing
  // choice; a parent learns the address from an approved booking (ADR 010, addendum).
  const privileged = input.actor.role === Role.SuperAdmin || row.userId === input.actor.userId;
  return { data: locationOf(row, privileged) };
}

export async function saveChildcareLocation(
  context: ProviderContext,
  input: SaveChildcareLocationRequest,
): Promise<{ data: ChildcareLocation; enrollmentSteps: EnrollmentSteps }> {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction((tx) =>
    updateProviderAndStep(tx, provider.id, { ...input, unit: input.unit || null }, 'location'),
  );
  return { data: locationOf(row, true), enrollmentSteps: enrollmentStepsOf(row) };
}

export async function getGeolocationShared(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: row.isGeolocationShared === null ? null : { isGeolocationShared: row.isGeolocationShared } };
}

/** get-location-automation: the choice itself, either way, completes the step. */
export async function setGeolocationShared(context: ProviderContext, isGeolocationShared: boolean) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction((tx) =>
    updateProviderAndStep(tx, provider.id, { isGeolocationShared }, 'get-location-automation'),
  );
  return { data: { isGeolocationShared: row.isGeolocationShared ?? false }, enrollmentSteps: enrollmentStepsOf(row) };
}

export async function getParentBookingMethod(context: ProviderContext) {
  const row = await resolveOwnedProvider(context);
  return { data: row.withApprovalRequest === null ? null : { withApprovalRequest: row.withApprovalRequest } };
}

export async function saveParentBookingMethod(context: ProviderContext, withApprovalRequest: boolean) {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction((tx) =>
    updateProviderAndStep(tx, provider.id, { withApprovalRequest }, 'how-parents-can-book'),
  );
  return { data: { withApprovalRequest: row.withApprovalRequest ?? false }, enrollmentSteps: enrollmentStepsOf(row) };
}
