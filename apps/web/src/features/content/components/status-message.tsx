import { Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type StatusMessageProps = {
  icon: ReactNode;
  title: string;
  text: string;
  homeLabel: string;
  children?: ReactNode;
};

/** Layout shared by the not-found and error pages: an icon, a heading, an explanation and a way home. */
export function StatusMessage({ icon, title, text, homeLabel, children }: StatusMessageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 12 } }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          {icon}
        </Stack>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {text}
        </Typography>
        {children}
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {homeLabel}
        </Button>
      </Stack>
    </Container>
  );
}
