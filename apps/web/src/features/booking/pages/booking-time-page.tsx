import { Alert, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BOOKING_MAX_MONTHS_AHEAD, CARE_TYPES, type CareTypeId } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useBookingCalendar } from '../api/get-booking-calendar.ts';
import { useDaycareOrders } from '../api/get-daycare-orders.ts';
import { useProviderSummary } from '../api/get-provider-summary.ts';
import { useSaveDaycareOrder } from '../api/save-daycare-order.ts';
import { ChosenDayFields, type ChosenDay } from '../components/chosen-day-fields.tsx';
import { MonthCalendar } from '../components/month-calendar.tsx';
import { ProviderMissing } from '../components/provider-missing.tsx';
import { firstStartTime, monthRange, shiftMonth, timeProblem, type CalendarDay } from '../lib/calendar.ts';
import { formatCents } from '../lib/format.ts';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { useBookingParams } from '../lib/use-booking-params.ts';

function thisMonth() {
  const today = new Date();
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

/**
 * /booking-time?providerId=&childId=: one-time booking. A month of the provider's days for the child; each chosen day
 * gets start and end times within its hours and is saved as its own draft (saveDaycareOrder), then the summary.
 */
export function BookingTimePage() {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const { providerId, childId } = useBookingParams();
  const [first] = useState(thisMonth);
  const [shown, setShown] = useState(first);
  const [chosen, setChosen] = useState<ChosenDay[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Empty: the server takes the lowest of the provider's prices that fits each day.
  const [careType, setCareType] = useState<CareTypeId | ''>('');

  const provider = useProviderSummary(providerId);
  const drafts = useDaycareOrders(providerId);
  const range = monthRange(shown.year, shown.month);
  const calendar = useBookingCalendar(providerId && childId ? { providerId, childId, ...range } : null);
  const save = useSaveDaycareOrder();

  if (!providerId) return <ProviderMissing reason="noProvider" />;
  if (!childId) return <ProviderMissing reason="noChild" />;
  if (provider.isError && isApiError(provider.error) && provider.error.status === 404)
    return <ProviderMissing reason="notFound" />;

  const monthsAhead = (shown.year - first.year) * 12 + (shown.month - first.month);
  const toggle = (day: CalendarDay) =>
    setChosen((list) =>
      list.some((item) => item.day.date === day.date)
        ? list.filter((item) => item.day.date !== day.date)
        : [
            ...list,
            {
              day,
              start: firstStartTime(day, calendar.data?.timeZone ?? 'America/Toronto', new Date()),
              end: day.close ?? '',
              error: null,
            },
          ].sort((a, b) => a.day.date.localeCompare(b.day.date)),
    );
  const update = (next: ChosenDay) =>
    setChosen((list) => list.map((item) => (item.day.date === next.day.date ? next : item)));

  const onSave = async () => {
    setTried(true);
    setFailure(null);
    if (chosen.length === 0 || chosen.some((item) => timeProblem(item.day, item.start, item.end))) return;
    setSaving(true);
    const left: ChosenDay[] = [];
    for (const item of chosen) {
      try {
        await save.mutateAsync({
          childcareProviderId: providerId,
          childId,
          ...(careType === '' ? {} : { careTypeId: careType }),
          bookedDays: [{ date: item.day.date, startTime: item.start, endTime: item.end }],
        });
      } catch (error) {
        if (isHandledApiError(error)) return;
        const messages = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat() : [];
        left.push({ ...item, error: messages.join(' ') || (isApiError(error) ? error.message : t('time.saveFailed')) });
      }
    }
    setSaving(false);
    if (left.length === 0) {
      void navigate(bookingPath(BOOKING_PATHS.summary, { providerId, childId }));
      return;
    }
    setChosen(left);
    setFailure(t('time.someFailed', { count: left.length }));
  };

  const draftCount = drafts.data?.length ?? 0;
  const prices = CARE_TYPES.flatMap((type) => {
    const price = calendar.data?.prices.find((candidate) => candidate.careTypeId === type.id);
    return price ? [{ careType: type, price }] : [];
  });
  return (
    <>
      <PageHeader
        title={t('time.title')}
        intro={provider.data ? t('time.intro', { name: provider.data.displayName }) : undefined}
      />
      {draftCount > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('time.draftsSaved', { count: draftCount })}{' '}
          <Link component={RouterLink} to={bookingPath(BOOKING_PATHS.summary, { providerId, childId })} color="inherit">
            {t('time.reviewDrafts')}
          </Link>
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ width: '100%', maxWidth: { md: 520 } }}>
          {calendar.isError && isApiError(calendar.error) && [404, 409].includes(calendar.error.status ?? 0) ? (
            <Alert severity="warning">
              {calendar.error.message}{' '}
              <Link component={RouterLink} to="/app/booking" color="inherit">
                {t('missing.search')}
              </Link>
            </Alert>
          ) : calendar.isError ? (
            <LoadError onRetry={() => void calendar.refetch()} />
          ) : !calendar.data ? (
            <LoadingState label={t('calendar.loading')} />
          ) : (
            <MonthCalendar
              year={shown.year}
              month={shown.month}
              days={calendar.data.days}
              selected={new Set(chosen.map((item) => item.day.date))}
              onToggle={toggle}
              onMonth={(by) => setShown((current) => shiftMonth(current.year, current.month, by))}
              canGoBack={monthsAhead > 0}
              canGoForward={monthsAhead < BOOKING_MAX_MONTHS_AHEAD}
              busy={calendar.isPlaceholderData}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('calendar.help')}
          </Typography>
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }} component="section" aria-labelledby="chosen-days">
          <Typography id="chosen-days" variant="h6" component="h2">
            {t('time.chosenTitle', { count: chosen.length })}
          </Typography>
          {chosen.length === 0 && (
            <Typography color={tried ? 'error' : 'text.secondary'} role={tried ? 'alert' : undefined}>
              {t('time.noneChosen')}
            </Typography>
          )}
          {chosen.length > 0 && prices.length > 1 && (
            // On white: the focused label's primary colour misses 4.5:1 on the page's grey.
            <Paper variant="outlined" sx={{ p: 2 }}>
              <TextField
                select
                label={t('time.careType')}
                value={careType}
                onChange={(event) =>
                  setCareType(event.target.value === '' ? '' : (Number(event.target.value) as CareTypeId))
                }
                helperText={t('time.careTypeHelp')}
              >
                <MenuItem value="">{t('time.careTypeAny')}</MenuItem>
                {prices.map(({ careType: type, price }) => (
                  <MenuItem key={type.id} value={type.id}>
                    {t(`time.price_${price.unit}`, {
                      type: t(`careTypes.${type.key}`),
                      amount: formatCents(price.amountCents, i18n.language),
                    })}
                  </MenuItem>
                ))}
              </TextField>
            </Paper>
          )}
          {chosen.map((item) => (
            <ChosenDayFields
              key={item.day.date}
              chosen={item}
              showProblems={tried}
              onChange={update}
              onRemove={() => toggle(item.day)}
            />
          ))}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={bookingPath(BOOKING_PATHS.chooseType, { providerId, childId })}
              sx={{ color: 'primary.dark' }}
            >
              {t('time.back')}
            </Button>
            <Button variant="contained" onClick={() => void onSave()} disabled={saving} aria-busy={saving}>
              {saving ? t('time.saving') : t('time.save')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </>
  );
}
