import { Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIsHydrated } from '../../../lib/auth/use-has-session.ts';

type EntryCardProps = {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Moves focus to the heading when shown, for a panel that replaces a form (the form's page did not change). */
  focusTitle?: boolean;
};

/** The frame of the entry pages (sign in, register, password, confirmation): one heading, one column. */
export function EntryCard({ title, intro, children, focusTitle = false }: EntryCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 0, sm: 4 },
          border: { xs: 0, sm: 1 },
          borderColor: { sm: 'divider' },
          bgcolor: 'background.paper',
        }}
      >
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography
              ref={titleRef}
              variant="h4"
              component="h1"
              tabIndex={focusTitle ? -1 : undefined}
              sx={{ '&:focus': { outline: 'none' } }}
            >
              {title}
            </Typography>
            {intro && (
              <Typography component="div" color="text.secondary">
                {intro}
              </Typography>
            )}
          </Stack>
          {children && <FormFieldset>{children}</FormFieldset>}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * A form the server rendered stays disabled until it is hydrated: typing would be lost to the form's state, and a
 * submit would go out natively (as a GET with the fields in the address) before the page can handle it (ADR 019).
 * Its own component, so that enabling it re-renders the fieldset alone and not the form inside.
 */
function FormFieldset({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  return (
    <Stack component="fieldset" disabled={!hydrated} spacing={3} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Stack>
  );
}
