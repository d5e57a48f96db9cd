import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type HistorySectionProps = {
  id: string;
  title: string;
  /** Said when the section has no card. */
  empty: string;
  count: number;
  /** Beside the title: actions on the whole section (approve all). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One group of order cards (requests, today, upcoming, past) under its heading, or a line saying there is none. */
export function HistorySection({ id, title, empty, count, actions, children }: HistorySectionProps) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {count > 0 && actions}
      </Stack>
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Stack>
      )}
    </Stack>
  );
}
