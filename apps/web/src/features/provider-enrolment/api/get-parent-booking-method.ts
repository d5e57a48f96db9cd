import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ParentBookingMethodSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getParentBookingMethod;

/** GET getParentBookingMethod (step how-parents-can-book). */
export const getParentBookingMethod = (signal?: AbortSignal) => readStep(PATH, ParentBookingMethodSchema, signal);
export const parentBookingMethodQueryOptions = () =>
  stepQueryOptions('parent-booking-method', PATH, ParentBookingMethodSchema);
export const useParentBookingMethod = () => useQuery(parentBookingMethodQueryOptions());
