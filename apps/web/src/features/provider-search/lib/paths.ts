/** The pages of this feature, and the profile page the cards lead to (built with the profile, issue 14). */
export const SEARCH_PATH = '/app/booking';
export const FAVOURITES_PATH = '/app/favourites';
export const PARENT_LOCATION_PATH = '/app/parent-location';
export const PARENT_LOCATION_AUTOMATION_PATH = '/app/parent-location-automation';
export const GET_PARENT_LOCATION_AUTOMATION_PATH = '/app/get-parent-location-automation';

export const providerPath = (providerId: string) => `/app/providers/${encodeURIComponent(providerId)}`;

/** Where the device's position goes: the page reads it from the address, so a reload keeps it. */
export const foundPositionPath = ({ lat, lng }: { lat: number; lng: number }) =>
  `${GET_PARENT_LOCATION_AUTOMATION_PATH}?${new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6) })}`;
