import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  addDays,
  type RecurrencePreviewSchema,
  RecurrenceRequestSchema,
  type RecurrenceRequest,
} from '@kinderly/shared';
import { type z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useCreateReoccurringOrders } from '../api/create-reoccurring-orders.ts';
import { useProviderSummary } from '../api/get-provider-summary.ts';
import { ProviderMissing } from '../components/provider-missing.tsx';
import { TotalsTable } from '../components/totals-table.tsx';
import { timeProblem } from '../lib/calendar.ts';
import { formatCents, formatDay, formatTime, weekdayNames } from '../lib/format.ts';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';
import { useBookingParams } from '../lib/use-booking-params.ts';

type Preview = z.infer<typeof RecurrencePreviewSchema>;
type WeekdayTimes = { on: boolean; start: string; end: string };
const todayIso = () => new Date().toISOString().slice(0, 10);
const ANY_HOURS = { open: null, close: null };

/**
 * /reoccurring-booking-day?providerId=&childId=: the same weekdays every week, each with its times, for a number of
 * weeks or until a date. Preview lists every date (the unbookable ones with the reason); Confirm books the rest.
 */
export function ReoccurringBookingDayPage() {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { providerId, childId } = useBookingParams();
  const provider = useProviderSummary(providerId);
  const recurrence = useCreateReoccurringOrders();
  const [days, setDays] = useState<WeekdayTimes[]>(() =>
    Array.from({ length: 7 }, () => ({ on: false, start: '08:00', end: '16:00' })),
  );
  const [startDate, setStartDate] = useState(() => addDays(todayIso(), 1));
  const [length, setLength] = useState<'weeks' | 'until'>('weeks');
  const [weeks, setWeeks] = useState('4');
  const [until, setUntil] = useState(() => addDays(todayIso(), 29));
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [needCard, setNeedCard] = useState(false);

  if (!providerId) return <ProviderMissing reason="noProvider" />;
  if (!childId) return <ProviderMissing reason="noChild" />;

  const names = weekdayNames(i18n.language, 'long');
  const request = (confirm: boolean): RecurrenceRequest | null => {
    const problems: string[] = [];
    const chosen = days.flatMap((day, index) =>
      day.on ? [{ weekday: index + 1, startTime: day.start, endTime: day.end }] : [],
    );
    if (chosen.length === 0) problems.push(t('recurring.problems.noDays'));
    chosen.forEach((day) => {
      if (timeProblem(ANY_HOURS, day.startTime, day.endTime))
        problems.push(t('recurring.problems.times', { day: names[day.weekday - 1] }));
    });
    const parsed = RecurrenceRequestSchema.safeParse({
      childcareProviderId: providerId,
      childId,
      days: chosen,
      startDate,
      ...(length === 'weeks' ? { weeks: Number(weeks) } : { until }),
      confirm,
    });
    if (!parsed.success && problems.length === 0) problems.push(t('recurring.problems.length'));
    setErrors(problems);
    return problems.length ? null : (parsed.data ?? null);
  };

  const onPreview = () => {
    const body = request(false);
    if (!body) return;
    setNeedCard(false);
    recurrence.mutate(body, { onSuccess: setPreview, onError: onFailure });
  };
  const onConfirm = () => {
    const body = request(true);
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
    setErrors(error.fieldErrors ? Object.values(error.fieldErrors).flat() : [error.message]);
  }
  const setDay = (index: number, next: Partial<WeekdayTimes>) => {
    setPreview(null);
    setDays((list) => list.map((day, i) => (i === index ? { ...day, ...next } : day)));
  };
  const bookable = preview?.dates.filter((date) => date.bookable) ?? [];

  return (
    <>
      <PageHeader
        title={t('recurring.title')}
        intro={provider.data ? t('recurring.intro', { name: provider.data.displayName }) : undefined}
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Paper component="fieldset" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ px: 0.5 }}>
            {t('recurring.daysTitle')}
          </Typography>
          <Stack spacing={1.5}>
            {names.map((name, index) => {
              const day = days[index]!;
              return (
                <Stack
                  key={name}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <FormControlLabel
                    control={<Checkbox checked={day.on} onChange={(e) => setDay(index, { on: e.target.checked })} />}
                    label={name}
                    sx={{ minWidth: 150, textTransform: 'capitalize' }}
                  />
                  {day.on && (
                    <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
                      <TextField
                        type="time"
                        size="small"
                        label={t('recurring.startOf', { day: name })}
                        value={day.start}
                        onChange={(e) => setDay(index, { start: e.target.value })}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                        fullWidth
                      />
                      <TextField
                        type="time"
                        size="small"
                        label={t('recurring.endOf', { day: name })}
                        value={day.end}
                        onChange={(e) => setDay(index, { end: e.target.value })}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                        fullWidth
                      />
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <TextField
              type="date"
              label={t('recurring.startDate')}
              value={startDate}
              onChange={(e) => {
                setPreview(null);
                setStartDate(e.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso() } }}
              sx={{ maxWidth: 260 }}
            />
            <FormControl>
              <FormLabel id="recurring-length">{t('recurring.lengthLabel')}</FormLabel>
              <RadioGroup
                aria-labelledby="recurring-length"
                value={length}
                onChange={(e) => {
                  setPreview(null);
                  setLength(e.target.value as 'weeks' | 'until');
                }}
              >
                <FormControlLabel value="weeks" control={<Radio />} label={t('recurring.forWeeks')} />
                <FormControlLabel value="until" control={<Radio />} label={t('recurring.untilDate')} />
              </RadioGroup>
            </FormControl>
            {length === 'weeks' ? (
              <TextField
                type="number"
                label={t('recurring.weeks')}
                value={weeks}
                onChange={(e) => {
                  setPreview(null);
                  setWeeks(e.target.value);
                }}
                slotProps={{ htmlInput: { min: 1, max: 52 } }}
                sx={{ maxWidth: 200 }}
              />
            ) : (
              <TextField
                type="date"
                label={t('recurring.until')}
                value={until}
                onChange={(e) => {
                  setPreview(null);
                  setUntil(e.target.value);
                }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate } }}
                sx={{ maxWidth: 260 }}
              />
            )}
          </Stack>
        </Paper>

        {errors.length > 0 && (
          <Alert severity="error" role="alert">
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
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
          <Button variant={preview ? 'outlined' : 'contained'} onClick={onPreview} disabled={recurrence.isPending}>
            {t('recurring.preview')}
          </Button>
        </Stack>

        {preview && (
          <Paper component="section" variant="outlined" aria-labelledby="preview-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="preview-title" variant="h6" component="h2">
              {t('recurring.previewTitle', { count: bookable.length, total: preview.dates.length })}
            </Typography>
            <List aria-label={t('recurring.datesLabel')} disablePadding>
              {preview.dates.map((date) => (
                <ListItem key={date.date} divider disableGutters>
                  <ListItemText
                    primary={formatDay(date.date, i18n.language)}
                    secondary={t('summary.dayTimes', {
                      start: formatTime(date.startTime, i18n.language),
                      end: formatTime(date.endTime, i18n.language),
                    })}
                  />
                  {date.bookable ? (
                    <Typography sx={{ fontWeight: 600 }}>
                      {date.priceCents === null ? '' : formatCents(date.priceCents, i18n.language)}
                    </Typography>
                  ) : (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={
                        date.reason
                          ? t(`recurring.reasons.${date.reason}`)
                          : (date.message ?? t('recurring.reasons.unknown'))
                      }
                    />
                  )}
                </ListItem>
              ))}
            </List>
            {bookable.length > 0 ? (
              <>
                <TotalsTable totals={preview} feePercent={preview.orders[0]?.feePercent} />
                <Button variant="contained" sx={{ mt: 2 }} onClick={onConfirm} disabled={recurrence.isPending}>
                  {t('recurring.confirm', { count: bookable.length })}
                </Button>
              </>
            ) : (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('recurring.noneBookable')}
              </Alert>
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}
