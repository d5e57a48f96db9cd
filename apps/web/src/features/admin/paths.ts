/** The booking information pages (SPEC section 2), linked from the users and children pages. */
export const BOOKING_INFO_PROVIDER_PATH = '/admin/booking-info-provider';
export const BOOKING_INFO_CHILD_PATH = '/admin/booking-info-child';
