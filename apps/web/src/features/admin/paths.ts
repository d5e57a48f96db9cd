/** The booking information pages (SPEC section 2), linked from the users and children pages. */
export const BOOKING_INFO_PROVIDER_PATH = '/admin/booking-info-provider';
export const BOOKING_INFO_CHILD_PATH = '/admin/booking-info-child';
/** Badge verification (issue 18): the providers whose proofs wait, then one provider's proofs and flags. */
export const BADGE_VERIFICATION_PATH = '/admin/badge-verification';
/** Orders in one state across every provider (the index's open requests and failed payments). */
export const ADMIN_BOOKINGS_PATH = '/admin/bookings';

/** The policy editors (SPEC section 2), linked from the administration's home page. */
export const EDIT_PRIVACY_POLICY_PATH = '/admin/edit-privacy-policy';
export const EDIT_TERMS_OF_USE_PATH = '/admin/edit-terms-of-use';
/** Jobs that did not go through (issue 19): failed notifications and the rest, with a retry. */
export const FAILED_JOBS_PATH = '/admin/failed-jobs';
