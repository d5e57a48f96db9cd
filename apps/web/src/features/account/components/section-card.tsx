import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled block of a signed-in page (a `section` named by its h2). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
