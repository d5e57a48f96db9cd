import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageLinks } from '../../../components/ui/page-links.tsx';

export type FeatureItem = { id: string; icon: ReactNode; title: string; text: string };

type FeatureSectionProps = {
  id: string;
  title: string;
  intro: string;
  items: readonly FeatureItem[];
  /** Absent for a signed-in reader, who has an account already. */
  cta?: { label: string; to: string; variant: 'contained' | 'outlined' } | undefined;
  tinted?: boolean;
};

/** A titled band of feature cards with one call to action; used once for parents and once for providers. */
export function FeatureSection({ id, title, intro, items, cta, tinted = false }: FeatureSectionProps) {
  const { Link: PageLink } = usePageLinks();
  const titleId = `${id}-title`;
  // Four cards go 2 x 2 until there is room for a row of four; three cards go straight from a column to a row.
  // A CSS grid rather than MUI's Grid: this is on the landing page, whose first load has a budget (ADR 015).
  const columns =
    items.length >= 4
      ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }
      : { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' };

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
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: columns, gap: { xs: 2, md: 3 } }}
        >
          {items.map((item) => (
            <Box key={item.id} component="li" sx={{ display: 'flex' }}>
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
            </Box>
          ))}
        </Box>
        {cta && (
          <Button
            component={PageLink}
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
        )}
      </Container>
    </Box>
  );
}
