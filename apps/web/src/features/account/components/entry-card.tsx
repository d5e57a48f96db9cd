import { Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

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
 * The form's fields as one group. A form the server rendered is usable before it is hydrated: what is typed and a
 * submit made before then are handed to the form once it is (ADR 026).
 */
function FormFieldset({ children }: { children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={3} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Stack>
  );
}
