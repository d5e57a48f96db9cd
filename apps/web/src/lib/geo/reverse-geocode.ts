import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ReverseGeocodeResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../api/index.ts';

/**
 * GET /api/addresses/actions/reverse: the address at a point, looked up by our server. `quiet`: a lookup that
 * fails (no geocoder configured, 503) is not an error page; the person types the address instead.
 */
export const reverseGeocode = ({ lat, lng }: { lat: number; lng: number }) =>
  apiRequest({
    path: API_PATHS.addresses.reverse,
    query: { lat: lat.toFixed(6), lon: lng.toFixed(6) },
    schema: ReverseGeocodeResponseSchema,
    quiet: true,
  }).then((response) => response.data);

export const useReverseGeocode = () => useMutation({ mutationFn: reverseGeocode });
