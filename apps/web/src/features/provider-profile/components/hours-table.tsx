import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BusinessDay } from '@kinderly/shared';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { weekRows } from '../lib/hours.ts';

/** The week, Monday first: each day's opening and closing time, or closed. */
export function HoursTable({ hours }: { hours: readonly BusinessDay[] }) {
  const { t, i18n } = useTranslation('provider-profile');
  const rows = weekRows(hours, i18n.language);
  return (
    <Table size="small">
      <VisuallyHidden component="caption">{t('hours.caption')}</VisuallyHidden>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.weekday}>
            <TableCell component="th" scope="row" sx={{ pl: 0, textTransform: 'capitalize', fontWeight: 500 }}>
              {row.day}
            </TableCell>
            <TableCell sx={{ pr: 0 }}>
              {row.open ? (
                t('hours.range', { opens: row.opens, closes: row.closes })
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('hours.closed')}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
