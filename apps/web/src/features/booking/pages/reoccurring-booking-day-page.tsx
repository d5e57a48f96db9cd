import { Alert, Button, Link, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useCreateReoccurringOrders } from '../api/create-reoccurring-orders.ts';
import { useProviderSummary } from '../api/get-provider-summary.ts';
import { ProviderMissing } from '../components/provider-missing.tsx';
import { RecurrenceFields } from '../components/recurrence-fields.tsx';
import { RecurrencePreviewSection } from '../components/recurrence-preview.tsx';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { useBookingParams, useRecurrencePrefill } from '../lib/use-booking-params.ts';
import { useRecurrenceForm } from '../lib/use-recurrence-form.ts';

/**
 * /reoccurring-booking-day?providerId=&childId=: the same weekdays every week, each with its times, for a number of
 * weeks or until a date. `weekdays` and `startDate` pre-fill the form (an accepted waitlist place links here). Preview lists every date (the unbookable ones with the reason); Confirm books the rest.
 */
export function ReoccurringBookingDayPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { providerId, childId } = useBookingParams();
  const provider = useProviderSummary(providerId);
  const recurrence = useCreateReoccurringOrders();
  const prefill = useRecurrencePrefill();
  const form = useRecurrenceForm(prefill);
  const [needCard, setNeedCard] = useState(false);
  // Pre-filled weekdays take the provider's hours once they are known (only once: the parent may change them).
  const hoursApplied = useRef(false);
  const hours = provider.data?.hoursOfBusiness;
  const { applyHours } = form;
  useEffect(() => {
    if (hoursApplied.current || !hours || !prefill.weekdays) return;
    hoursApplied.current = true;
    applyHours(hours);
  }, [hours, prefill.weekdays, applyHours]);

  if (!providerId) return <ProviderMissing reason="noProvider" />;
  if (!childId) return <ProviderMissing reason="noChild" />;
  const ids = { childcareProviderId: providerId, childId };

  const onPreview = () => {
    const body = form.request(ids, false);
    if (!body) return;
    setNeedCard(false);
    recurrence.mutate(body, { onSuccess: form.setPreview, onError: onFailure });
  };
  const onConfirm = () => {
    const body = form.request(ids, true);
    if (!body) return;
    recurrence.mutate(body, {
      onSuccess: (result) => {
        enqueueSnackbar(t('recurring.booked', { count: result.orders.length }), { variant: 'success' });
        void navigate(BOOKING_PATHS.parentHistory);
      },
      onError: onFailure,
    });
  };
  function onFailure(error: unknown) {
    if (isHandledApiError(error) || !isApiError(error)) return;
    if (error.fieldErrors?.CreditCard) return setNeedCard(true);
    form.showFailure(error);
  }
  const bookable = form.preview?.dates.filter((date) => date.bookable) ?? [];

  return (
    <>
      <PageHeader
        title={t('recurring.title')}
        intro={provider.data ? t('recurring.intro', { name: provider.data.displayName }) : undefined}
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <RecurrenceFields form={form} />
        {needCard && (
          <Alert severity="error">
            {t('summary.needCard')}{' '}
            <Link component={RouterLink} to="/app/payment-info-stripe" color="inherit">
              {t('summary.addCard')}
            </Link>
          </Alert>
        )}

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to={bookingPath(BOOKING_PATHS.chooseType, { providerId, childId })}
            sx={{ color: 'primary.dark' }}
          >
            {t('time.back')}
          </Button>
          <Button variant={form.preview ? 'outlined' : 'contained'} onClick={onPreview} disabled={recurrence.isPending}>
            {t('recurring.preview')}
          </Button>
        </Stack>

        {form.preview && (
          <RecurrencePreviewSection
            preview={form.preview}
            side="parent"
            action={
              <Button variant="contained" sx={{ mt: 2 }} onClick={onConfirm} disabled={recurrence.isPending}>
                {t('recurring.confirm', { count: bookable.length })}
              </Button>
            }
          />
        )}
      </Stack>
    </>
  );
}
