import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isChoosable, monthWeeks, stateOf, type CalendarDay } from '../lib/calendar.ts';
import { formatDay, formatMonth, weekdayNames } from '../lib/format.ts';

type MonthCalendarProps = {
  year: number;
  month: number;
  days: readonly CalendarDay[];
  selected: ReadonlySet<string>;
  onToggle: (day: CalendarDay) => void;
  onMonth: (by: 1 | -1) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  /** While the next month loads, the grid stays and says so. */
  busy: boolean;
};

/**
 * A month of the provider's days for one child: open days with their spaces left can be chosen (pressed buttons),
 * the others are disabled and say why (full, closed, holiday...), in the cell and in the button's name.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { year, month, days, selected, onToggle, onMonth, canGoBack, canGoForward, busy } = props;
  const { t, i18n } = useTranslation('booking');
  const byDate = new Map(days.map((day) => [day.date, day]));
  const caption = formatMonth(year, month, i18n.language);
  const captionId = `calendar-${year}-${month}`;

  const short = (day: CalendarDay) => {
    const state = stateOf(day);
    if (state === 'open') return t('calendar.spacesShort', { count: day.spacesLeft ?? 0 });
    return t(`calendar.stateShort.${state}`);
  };
  const described = (day: CalendarDay) => {
    const state = stateOf(day);
    const date = formatDay(day.date, i18n.language);
    if (state === 'open') return t('calendar.dayOpen', { date, count: day.spacesLeft ?? 0 });
    if (state === 'holiday' && day.holidayName) return t('calendar.dayHoliday', { date, name: day.holidayName });
    return t('calendar.dayUnavailable', { date, reason: t(`calendar.state.${state}`) });
  };

  return (
    <Box aria-busy={busy}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton onClick={() => onMonth(-1)} disabled={!canGoBack} aria-label={t('calendar.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={captionId} variant="h6" component="h2" aria-live="polite" sx={{ textTransform: 'capitalize' }}>
          {caption}
        </Typography>
        <IconButton onClick={() => onMonth(1)} disabled={!canGoForward} aria-label={t('calendar.next')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="table"
        aria-labelledby={captionId}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {weekdayNames(i18n.language).map((name, index) => (
              <Box component="th" key={index} scope="col" sx={{ typography: 'caption', fontWeight: 600, pb: 0.5 }}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, index) => (
            <tr key={index}>
              {week.map((date, cell) => {
                const day = date ? byDate.get(date) : undefined;
                if (!date || !day)
                  return (
                    <td key={cell}>
                      {date && (
                        <Typography variant="body2" color="text.disabled" sx={{ textAlign: 'center' }}>
                          {Number(date.slice(8))}
                        </Typography>
                      )}
                    </td>
                  );
                const choosable = isChoosable(day);
                const pressed = selected.has(date);
                return (
                  <Box component="td" key={cell} sx={{ p: 0.25 }}>
                    <ButtonBase
                      focusRipple
                      disabled={!choosable}
                      aria-pressed={choosable ? pressed : undefined}
                      aria-label={described(day)}
                      title={described(day)}
                      onClick={() => onToggle(day)}
                      sx={{
                        width: '100%',
                        minHeight: 52,
                        borderRadius: 1,
                        flexDirection: 'column',
                        border: 1,
                        borderColor: pressed ? 'primary.main' : 'divider',
                        bgcolor: pressed ? 'primary.main' : choosable ? 'background.paper' : 'action.hover',
                        color: pressed ? 'primary.contrastText' : choosable ? 'text.primary' : 'text.secondary',
                        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
                      }}
                    >
                      <Typography component="span" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                        {Number(date.slice(8))}
                      </Typography>
                      <Typography
                        component="span"
                        sx={{ fontSize: '0.65rem', lineHeight: 1.1, px: 0.25, overflowWrap: 'anywhere' }}
                      >
                        {short(day)}
                      </Typography>
                    </ButtonBase>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
