import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type ContentSectionProps = {
  /** Unique on the page; names the section landmark through its heading. */
  id: string;
  title: string;
  children: ReactNode;
};

/** An h2 section of a content page. */
export function ContentSection({ id, title, children }: ContentSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Body text of a section, sized for reading. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}
