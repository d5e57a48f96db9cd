import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProviderProfile } from '@kinderly/shared';
import { formatIsoDate } from '../lib/format.ts';

/** The days the provider is closed in the coming year, soonest first. */
export function HolidaysList({ holidays }: { holidays: ProviderProfile['holidays'] }) {
  const { i18n } = useTranslation('provider-profile');
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sorted.map((holiday) => (
        <Stack
          component="li"
          key={holiday.date}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 2 }}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            <time dateTime={holiday.date}>{formatIsoDate(holiday.date, i18n.language, 'full')}</time>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {holiday.name}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
