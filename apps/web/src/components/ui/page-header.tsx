import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The heading of a signed-in page: one h1 and an optional line under it. */
export function PageHeader({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
    </Stack>
  );
}
