import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recurrenceToday, type RecurrenceForm, type RecurrenceLength } from '../lib/use-recurrence-form.ts';

/**
 * The weekly schedule's fields, the same for the parent booking and the provider proposing: each weekday with its
 * times, the first day, and a number of weeks or a last day; then the problems found before or by the server.
 */
export function RecurrenceFields({ form }: { form: RecurrenceForm }) {
  const { t } = useTranslation('booking');
  const lengthId = useId();
  const { days, names, setDay, fields, setField, errors } = form;
  return (
    <>
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
            value={fields.startDate}
            onChange={(e) => setField({ startDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: recurrenceToday() } }}
            sx={{ maxWidth: 260 }}
          />
          <FormControl>
            <FormLabel id={lengthId}>{t('recurring.lengthLabel')}</FormLabel>
            <RadioGroup
              aria-labelledby={lengthId}
              value={fields.length}
              onChange={(e) => setField({ length: e.target.value as RecurrenceLength })}
            >
              <FormControlLabel value="weeks" control={<Radio />} label={t('recurring.forWeeks')} />
              <FormControlLabel value="until" control={<Radio />} label={t('recurring.untilDate')} />
            </RadioGroup>
          </FormControl>
          {fields.length === 'weeks' ? (
            <TextField
              type="number"
              label={t('recurring.weeks')}
              value={fields.weeks}
              onChange={(e) => setField({ weeks: e.target.value })}
              slotProps={{ htmlInput: { min: 1, max: 52 } }}
              sx={{ maxWidth: 200 }}
            />
          ) : (
            <TextField
              type="date"
              label={t('recurring.until')}
              value={fields.until}
              onChange={(e) => setField({ until: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fields.startDate } }}
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
    </>
  );
}
