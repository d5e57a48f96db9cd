import { rolesForRoute } from '@kinderly/shared';

export const TAGS = ['provider-enrolment'];
export const BEARER = [{ bearerAuth: [] }];
/** SPEC section 6: provider enrolment is for the SuperAdmin and the HomeProvider. */
export const PROVIDER_ROLES = rolesForRoute('/app/enroll-childcare/*');
