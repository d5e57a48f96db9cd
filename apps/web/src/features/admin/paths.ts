/** The booking information pages (SPEC section 2), linked from the users and children pages. */
export const BOOKING_INFO_PROVIDER_PATH = '/admin/booking-info-provider';
export const BOOKING_INFO_CHILD_PATH = '/admin/booking-info-child';

/** The policy editors (SPEC section 2), linked from the administration's home page. */
export const EDIT_PRIVACY_POLICY_PATH = '/admin/edit-privacy-policy';
export const EDIT_TERMS_OF_USE_PATH = '/admin/edit-terms-of-use';
