import { API_PATHS, ParentBookingMethodSchema } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** Save and update send `withApprovalRequest` as a query parameter and no body (SPEC section 7). */
export const saveParentBookingMethod = ({
  withApprovalRequest,
  exists,
}: {
  withApprovalRequest: boolean;
  exists: boolean;
}) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateParentBookingMethod
        : API_PATHS.childcareProvider.saveParentBookingMethod,
      query: { withApprovalRequest },
    },
    ParentBookingMethodSchema,
  );

export const useSaveParentBookingMethod = () => useStepMutation('parent-booking-method', saveParentBookingMethod);
