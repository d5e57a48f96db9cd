import { Box, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type FeatureItem = { id: string; icon: ReactNode; title: string; text: string };

type FeatureSectionProps = {
  id: string;
  title: string;
  intro: string;
  items: readonly FeatureItem[];
  cta: { label: string; to: string; variant: 'contained' | 'outlined' };
  tinted?: boolean;
};

/** A titled band of feature cards with one call to action; used once for parents and once for providers. */
export function FeatureSection({ id, title, intro, items, cta, tinted = false }: FeatureSectionProps) {
  const titleId = `${id}-title`;
  // Four cards go 2 x 2 until there is room for a row of four; three cards go straight from a column to a row.
  const size = items.length >= 4 ? { xs: 12, sm: 6, lg: 3 } : { xs: 12, md: 4 };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'grey.50' : 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack spacing={1.5} sx={{ mb: { xs: 4, md: 5 }, maxWidth: 720 }}>
          <Typography id={titleId} variant="h4" component="h2">
            {title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {intro}
          </Typography>
        </Stack>
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Grid key={item.id} component="li" size={size} sx={{ display: 'flex' }}>
              <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
                <Box
                  aria-hidden
                  sx={{
                    display: 'inline-flex',
                    p: 1.25,
                    mb: 2,
                    borderRadius: 2,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {item.icon}
                </Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Button
          component={RouterLink}
          to={cta.to}
          variant={cta.variant}
          size="large"
          // Primary blue text is 4.4:1 on the grey tint, under the 4.5:1 WCAG AA needs; the darker shade passes.
          sx={{
            mt: { xs: 4, md: 5 },
            ...(tinted && cta.variant !== 'contained' && { color: 'primary.dark', borderColor: 'primary.dark' }),
          }}
        >
          {cta.label}
        </Button>
      </Container>
    </Box>
  );
}
