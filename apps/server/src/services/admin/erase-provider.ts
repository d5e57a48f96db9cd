import { eq } from 'drizzle-orm';
import { providerBadges, providerHolidays, providerPolicies, providers, type Database } from '@kinderly/db';

/**
 * A deleted provider's business (ADR 027): the row stays, because other families' orders and chat rooms point at
 * it, but it is taken out of search and bookings and keeps nothing that describes the person, their home or their
 * household. Hours, prices and age groups are not personal and stay with the past orders' context.
 */
export async function eraseProvider(tx: Database, providerId: string): Promise<void> {
  await tx.delete(providerPolicies).where(eq(providerPolicies.providerId, providerId));
  await tx.delete(providerBadges).where(eq(providerBadges.providerId, providerId));
  await tx.delete(providerHolidays).where(eq(providerHolidays.providerId, providerId));
  await tx
    .update(providers)
    .set({
      businessName: 'Deleted provider',
      licenceNumber: null,
      programStatement: null,
      household: null,
      hasPets: null,
      anyoneSmokes: null,
      familyAmenities: null,
      otherAmenities: null,
      safetyItems: null,
      emergencyPlan: null,
      otherSafety: null,
      street: null,
      unit: null,
      city: null,
      province: null,
      postalCode: null,
      latitude: null,
      longitude: null,
      isGeolocationShared: false,
      acceptingBookings: false,
      notifications: null,
      facebook: '',
      instagram: '',
      cameraType: '',
      liveMonitoryLink: '',
      personalityTest: '',
      insuranceCompanyName: '',
      insurancePolicyNumber: '',
      insuranceActivate: false,
      volunteerHistories: null,
      cece: null,
      fileBackground1: null,
      fileBackground2: null,
      fileBackground3: null,
      fileBackground4: null,
      completedSteps: [],
      isListed: false,
      isComplete: false,
    })
    .where(eq(providers.id, providerId));
}
