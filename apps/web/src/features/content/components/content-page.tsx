import { Container, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** The body of a content page under its hero: a readable column of sections. */
export function ContentBody({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 6, md: 10 } }}>
      <Stack spacing={{ xs: 5, md: 7 }}>{children}</Stack>
    </Container>
  );
}
