import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

type ProfileSectionProps = {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
};

/** One part of the profile: a titled card, named by its heading for assistive technology. */
export function ProfileSection({ title, level, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h6" component={`h${level}`}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** What a section says when the provider has not told it (seen in the owner's preview; listed profiles have it). */
export function NotGiven({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
