import { Alert, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDay, formatTime } from '../lib/format.ts';
import type { RecurrencePreview } from '../lib/use-recurrence-form.ts';
import { TotalsTable } from './totals-table.tsx';

type RecurrencePreviewProps = {
  preview: RecurrencePreview;
  /** Whose words: the parent reads "your child", the provider "the child" (i18next context `provider`). */
  side: 'parent' | 'provider';
  /** Above the totals (the provider reads whose money they are). */
  totalsNote?: ReactNode;
  /** The confirm button, shown when at least one date can be booked. */
  action: ReactNode;
};

/** Every date of a weekly schedule: its times and price, or why it cannot be booked; then the totals. */
export function RecurrencePreviewSection({ preview, side, totalsNote, action }: RecurrencePreviewProps) {
  const { t, i18n } = useTranslation('booking');
  const bookable = preview.dates.filter((date) => date.bookable);
  const context = side === 'provider' ? 'provider' : undefined;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="preview-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="preview-title" variant="h6" component="h2">
        {t('recurring.previewTitle', { count: bookable.length, total: preview.dates.length })}
      </Typography>
      <List aria-label={t('recurring.datesLabel')} disablePadding>
        {preview.dates.map((date) => (
          <ListItem key={date.date} divider disableGutters sx={{ gap: 1 }}>
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
                    ? t(`recurring.reasons.${date.reason}`, { context })
                    : (date.message ?? t('recurring.reasons.unknown'))
                }
              />
            )}
          </ListItem>
        ))}
      </List>
      {bookable.length > 0 ? (
        <>
          {totalsNote}
          <TotalsTable totals={preview} feePercent={preview.orders[0]?.feePercent} />
          {action}
        </>
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('recurring.noneBookable')}
        </Alert>
      )}
    </Paper>
  );
}
