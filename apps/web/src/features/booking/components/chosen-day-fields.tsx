import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { timeProblem, type CalendarDay } from '../lib/calendar.ts';
import { formatDay, formatTime } from '../lib/format.ts';

export type ChosenDay = { day: CalendarDay; start: string; end: string; error: string | null };

type ChosenDayFieldsProps = {
  chosen: ChosenDay;
  showProblems: boolean;
  onChange: (next: ChosenDay) => void;
  onRemove: () => void;
};

/** One chosen day: its opening hours, start and end times within them, and the server's word when it refused it. */
export function ChosenDayFields({ chosen, showProblems, onChange, onRemove }: ChosenDayFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  const { day, start, end } = chosen;
  const date = formatDay(day.date, i18n.language);
  const problem = showProblems ? timeProblem(day, start, end) : null;
  const hours = {
    open: formatTime(day.open ?? '00:00', i18n.language),
    close: formatTime(day.close ?? '24:00', i18n.language),
  };
  const headingId = `day-${day.date}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {date}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('time.hours', hours)}
          </Typography>
        </div>
        <IconButton aria-label={t('time.remove', { date })} onClick={onRemove} edge="end">
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5 }}>
        <TextField
          type="time"
          label={t('time.start')}
          value={start}
          onChange={(event) => onChange({ ...chosen, start: event.target.value, error: null })}
          slotProps={{
            htmlInput: {
              min: day.open ?? undefined,
              max: day.close ?? undefined,
              step: 900,
              'aria-label': t('time.startFor', { date }),
            },
            inputLabel: { shrink: true },
          }}
          error={problem === 'beforeOpen' || problem === 'missing'}
          fullWidth
        />
        <TextField
          type="time"
          label={t('time.end')}
          value={end}
          onChange={(event) => onChange({ ...chosen, end: event.target.value, error: null })}
          slotProps={{
            htmlInput: {
              min: day.open ?? undefined,
              max: day.close ?? undefined,
              step: 900,
              'aria-label': t('time.endFor', { date }),
            },
            inputLabel: { shrink: true },
          }}
          error={problem === 'afterClose' || problem === 'endBeforeStart' || problem === 'missing'}
          fullWidth
        />
      </Stack>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t(`time.problems.${problem}`, hours)}
        </Typography>
      )}
      {chosen.error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {chosen.error}
        </Alert>
      )}
    </Paper>
  );
}
