import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A group of related fields under an h3, so a long step reads in parts. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      <div>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}
