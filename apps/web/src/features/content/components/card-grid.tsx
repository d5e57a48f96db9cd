import { Box, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type CardItem = { id: string; title: string; text: string; icon?: ReactNode };

function sizeFor(count: number) {
  if (count === 3) return { xs: 12, md: 4 };
  if (count % 2 === 0) return { xs: 12, sm: 6 };
  return { xs: 12, sm: 6, md: 4 };
}

/** A list of short titled cards (h3), one column on phones, up to three side by side. */
export function CardGrid({ items }: { items: readonly CardItem[] }) {
  const size = sizeFor(items.length);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} component="li" size={size} sx={{ display: 'flex' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, width: '100%' }}>
            {item.icon && (
              <Box
                aria-hidden
                sx={{ display: 'inline-flex', mb: 1.5, color: 'primary.dark', '& svg': { fontSize: 32 } }}
              >
                {item.icon}
              </Box>
            )}
            <Typography variant="h6" component="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {item.text}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
