import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY, WAITLIST_DAYS, type ScheduleAvailability } from '@kinderly/shared';

type WeekGridProps = {
  value: readonly ScheduleAvailability[];
  onChange: (value: ScheduleAvailability[]) => void;
};

/**
 * The big calendar step's week (ADR 023, addendum): a table of the seven days by the four times of day, each cell
 * a toggle button named "Monday morning". Tab reaches every cell in reading order, Space or Enter toggles it, and
 * the table's headers give a screen reader the day and time of the cell it is in.
 */
export function WeekGrid({ value, onChange }: WeekGridProps) {
  const { t } = useTranslation('waitlist');
  const isOn = (day: number, time: string) => value.some((entry) => entry.day === day && entry.timeOfDay === time);
  const toggle = (entry: ScheduleAvailability) =>
    onChange(
      isOn(entry.day, entry.timeOfDay)
        ? value.filter((item) => !(item.day === entry.day && item.timeOfDay === entry.timeOfDay))
        : [...value, entry],
    );

  return (
    <Box>
      <Table
        size="small"
        aria-label={t('calendar.tableLabel')}
        sx={{ tableLayout: 'fixed', '& th, & td': { px: 0.5 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: { xs: 44, sm: 120 } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('calendar.day')}
              </Typography>
            </TableCell>
            {TIMES_OF_DAY.map((time) => (
              <TableCell key={time} component="th" scope="col" align="center">
                {/* At 360 px four full names do not fit beside the days; each cell's own name stays whole. */}
                <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
                  {t(`timeHeadings.${time}`)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'block', sm: 'none' } }}>
                  {t(`timeHeadingsShort.${time}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`timeHours.${time}`)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {WAITLIST_DAYS.map(({ day }) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
                  {t(`days.${day}`)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'block', sm: 'none' } }}>
                  {t(`daysShort.${day}`)}
                </Typography>
              </TableCell>
              {TIMES_OF_DAY.map((time) => {
                const pressed = isOn(day, time);
                return (
                  <TableCell key={time} align="center" sx={{ py: 0.5 }}>
                    <ButtonBase
                      aria-pressed={pressed}
                      aria-label={t('calendar.cell', { day: t(`days.${day}`), time: t(`times.${time}`) })}
                      onClick={() => toggle({ day, timeOfDay: time })}
                      sx={{
                        width: '100%',
                        minHeight: 44,
                        borderRadius: 1,
                        border: 2,
                        borderColor: pressed ? 'primary.main' : 'divider',
                        bgcolor: pressed ? 'primary.main' : 'background.paper',
                        color: pressed ? 'primary.contrastText' : 'text.secondary',
                        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
                      }}
                    >
                      {pressed ? <CheckIcon aria-hidden /> : null}
                    </ButtonBase>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {t('calendar.count', { count: value.length })}
      </Typography>
    </Box>
  );
}
