import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The top band of a public content page, holding its only h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(180deg, #E8F1FB 0%, #FFFFFF 100%)',
        pt: { xs: 5, md: 8 },
        pb: { xs: 3, md: 5 },
      }}
    >
      <Container maxWidth="md">
        <Stack spacing={{ xs: 1.5, md: 2 }}>
          {eyebrow && (
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'primary.dark', fontWeight: 700, lineHeight: 1.5 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
            {title}
          </Typography>
          {lead && (
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              {lead}
            </Typography>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
