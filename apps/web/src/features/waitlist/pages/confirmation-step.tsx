import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  canConfirmWaitlist,
  missingWaitlistFields,
  scheduleByDay,
  type Child,
  type FieldErrors,
  type WaitlistSelectionField,
  type WaitlistStep,
  WAITLIST_MISSING_MESSAGES,
} from '@kinderly/shared';
import { showToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useParentAddress } from '../api/get-waitlist-children.ts';
import { useChildcareTypes, usePaymentOptions, useProviderTypes, useSchoolPlans } from '../api/get-waitlist-lists.ts';
import { useConfirmWaitlist, WaitlistUpdateError } from '../api/save-waitlist-entry.ts';
import { WaitlistWizardFrame } from '../components/waitlist-wizard-frame.tsx';
import { childAddressText, formatStartDate } from '../lib/confirmation-text.ts';
import { useTileText, type TileList } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';
import { WAITLIST_CARD_PATH } from '../lib/wizard-paths.ts';

/** Step 6: every answer as SPEC section 2 lists it, section 5's message for each missing one, and Confirm. */
export function ConfirmationStep() {
  const { t } = useTranslation('waitlist');
  const navigate = useNavigate();
  const { childId, ticketId, selections } = useWaitlistWizard();
  const confirm = useConfirmWaitlist();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(null);
  const [problem, setProblem] = useState<string[] | null>(null);

  const onConfirm = (child: Child) => {
    setFieldErrors(null);
    setProblem(null);
    confirm.mutate(
      { childId, ticketId, selections },
      {
        onSuccess: () => {
          showToast(t(ticketId ? 'confirmation.updated' : 'confirmation.created', { name: child.firstName }), {
            variant: 'success',
          });
          void navigate(WAITLIST_CARD_PATH);
        },
        onError: (error) => {
          if (error instanceof WaitlistUpdateError) return setProblem(error.messages);
          if (isApiError(error) && error.handled) return;
          if (isApiError(error) && error.status === 400 && error.fieldErrors) {
            setFieldErrors(error.fieldErrors);
            // Errors under a key no section shows are said at the top, with the pointer to the others.
            return setProblem([t('confirmation.fixBelow'), ...unplacedErrors(error.fieldErrors)]);
          }
          if (isApiError(error) && error.status === 409) return setProblem([error.message]);
          setProblem([t('confirmation.failed')]);
        },
      },
    );
  };

  return (
    <WaitlistWizardFrame
      step="confirmation"
      description={t('confirmation.description')}
      nextLabel={t('confirmation.confirm')}
      nextDisabled={!canConfirmWaitlist(selections)}
      busy={confirm.isPending}
      onSubmit={onConfirm}
    >
      {(child) => (
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem.map((message) => (
                <Box key={message}>{message}</Box>
              ))}
            </Alert>
          )}
          <ConfirmationList child={child} fieldErrors={fieldErrors} />
        </Stack>
      )}
    </WaitlistWizardFrame>
  );
}

const SECTION_FIELDS = Object.keys(WAITLIST_MISSING_MESSAGES) as WaitlistSelectionField[];
const belongsTo = (key: string, field: string) =>
  key === field || key.startsWith(`${field}[`) || key.startsWith(`${field}.`);

/** A 400's messages for one section: its field, or a part of it (`ScheduleAvailability[0].timeOfDay`). */
function errorsOf(fieldErrors: FieldErrors | null, field: WaitlistSelectionField): string[] {
  return Object.entries(fieldErrors ?? {}).flatMap(([key, messages]) => (belongsTo(key, field) ? messages : []));
}

function unplacedErrors(fieldErrors: FieldErrors): string[] {
  return Object.entries(fieldErrors).flatMap(([key, messages]) =>
    SECTION_FIELDS.some((field) => belongsTo(key, field)) ? [] : messages,
  );
}

function ConfirmationList({ child, fieldErrors }: { child: Child; fieldErrors: FieldErrors | null }) {
  const { t, i18n } = useTranslation('waitlist');
  const { selections, ticketId, path } = useWaitlistWizard();
  const texts = useTileText();
  const providerTypes = useProviderTypes(ticketId);
  const childcareTypes = useChildcareTypes();
  const schoolPlans = useSchoolPlans();
  const paymentOptions = usePaymentOptions('Daily');
  const parentAddress = useParentAddress(child.homeAddressSameAsParent);
  const missing = new Set(missingWaitlistFields(selections));

  const names = (
    list: TileList,
    items: { id: number; code: string; name: string; description: string | null }[] | undefined,
    ids: number[] | undefined,
  ) =>
    // In the list's own order (payment options sorted), whatever the order they were chosen in.
    (items ?? [])
      .filter((item) => ids?.includes(item.id))
      .map((item) => texts.tile(list, item).name)
      .join(', ');

  const ownAddress = childAddressText(child);
  const address =
    ownAddress ??
    (child.homeAddressSameAsParent
      ? parentAddress.data
        ? t('confirmation.sameAsParent', { address: parentAddress.data })
        : t('confirmation.sameAsParentUnknown')
      : t('confirmation.noAddress'));

  const schedule = scheduleByDay(selections.ScheduleAvailability).map(({ day, timesOfDay }) =>
    t('confirmation.scheduleDay', {
      day: t(`daysShort.${day}`),
      times: timesOfDay.map((time) => t(`times.${time}`)).join(', '),
    }),
  );

  type Row = { label: string; value: ReactNode; field?: WaitlistSelectionField; step?: WaitlistStep };
  const rows: Row[] = [
    { label: t('confirmation.childName'), value: child.firstName },
    { label: t('confirmation.address'), value: address },
    {
      label: t('confirmation.distance'),
      value: selections.Distance === undefined ? null : t('confirmation.distanceValue', { km: selections.Distance }),
      field: 'Distance',
      step: 'provider-type',
    },
    {
      label: t('confirmation.startDate'),
      value: selections.RequestedStartDate ? formatStartDate(selections.RequestedStartDate, i18n.language) : null,
      field: 'RequestedStartDate',
      step: 'provider-type',
    },
    {
      label: t('confirmation.providerTypes'),
      value: names('providerTypes', providerTypes.data?.items, selections.ProviderTypes),
      field: 'ProviderTypes',
      step: 'provider-type',
    },
    {
      label: t('confirmation.childcareTypes'),
      value: names('childcareTypes', childcareTypes.data?.items, selections.ChildcareTypes),
      field: 'ChildcareTypes',
      step: 'childcare-type',
    },
    {
      label: t('confirmation.curriculum'),
      value: names('schoolPlans', schoolPlans.data?.items, selections.SchoolPlans),
      field: 'SchoolPlans',
      step: 'school-plan-list',
    },
    {
      label: t('confirmation.schedule'),
      value: schedule.map((line) => <Box key={line}>{line}</Box>),
      field: 'ScheduleAvailability',
      step: 'big-calendar',
    },
    {
      label: t('confirmation.payment'),
      value: names('paymentOptions', paymentOptions.data?.items, selections.PaymentOptions),
      field: 'PaymentOptions',
      step: 'daily-payment',
    },
  ];

  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {rows.map((row) => {
        const isMissing = row.field !== undefined && missing.has(row.field);
        const serverErrors = row.field ? errorsOf(fieldErrors, row.field) : [];
        return (
          <Box key={row.label} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Typography
              component="dt"
              variant="subtitle2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <span>{row.label}</span>
              {row.step && (
                <Link
                  component={RouterLink}
                  to={path(row.step)}
                  variant="body2"
                  color="primary.dark"
                  aria-label={t('confirmation.changeNamed', { section: row.label })}
                >
                  {t('confirmation.change')}
                </Link>
              )}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {isMissing ? null : row.value}
            </Typography>
            {isMissing && row.field && (
              <Typography component="dd" color="error" sx={{ m: 0 }}>
                {t(`missing.${row.field}`)}
              </Typography>
            )}
            {serverErrors.map((message) => (
              <Typography key={message} component="dd" color="error" role="alert" sx={{ m: 0 }}>
                {message}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
