import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useParentBookingMethod } from '../api/get-parent-booking-method.ts';
import { useSaveParentBookingMethod } from '../api/save-parent-booking-method.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';

/** Step how-parents-can-book: each booking waits for approval, or parents book free days at once. */
export function BookingMethodStep(props: StepFormProps) {
  const query = useParentBookingMethod();
  return <StepData query={query}>{(data) => <BookingMethodForm {...props} saved={data} />}</StepData>;
}

function BookingMethodForm({
  formId,
  saved,
  onSaved,
  onPendingChange,
}: StepFormProps & { saved: { withApprovalRequest: boolean } | null }) {
  const { t } = useTranslation('provider-enrolment');
  // Approval first is the careful default for a new provider.
  const [withApproval, setWithApproval] = useState(saved?.withApprovalRequest ?? true);
  const save = useSaveParentBookingMethod();
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(() => undefined, []);
  useEffect(() => onPendingChange(save.isPending), [save.isPending, onPendingChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearFormErrors();
    try {
      const result = await save.mutateAsync({ withApprovalRequest: withApproval, exists: saved !== null });
      onSaved(result.enrollmentSteps);
    } catch (error) {
      handleServerError(error);
    }
  };

  const option = (value: 'approval' | 'instant') => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
      label={
        <>
          <Typography>{t(`booking.${value}.label`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`booking.${value}.text`)}
          </Typography>
        </>
      }
    />
  );

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={(event) => void onSubmit(event)}>
      <FormAlert messages={formErrors} />
      <FormControl>
        <FormLabel id={`${formId}-method`} sx={{ mb: 1 }}>
          {t('booking.question')}
        </FormLabel>
        <RadioGroup
          name="withApprovalRequest"
          aria-labelledby={`${formId}-method`}
          value={withApproval ? 'approval' : 'instant'}
          onChange={(event) => setWithApproval(event.target.value === 'approval')}
          sx={{ gap: 2 }}
        >
          {option('approval')}
          {option('instant')}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
