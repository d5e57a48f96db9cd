import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Stack, Typography } from '@mui/material';

type BulletListProps = {
  items: readonly string[];
  /** Check marks suit a checklist; plain bullets suit everything else. */
  variant?: 'bullets' | 'checks';
};

export function BulletList({ items, variant = 'bullets' }: BulletListProps) {
  if (variant === 'bullets') {
    return (
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.7 } }}>
        {items.map((item) => (
          <Typography key={item} component="li" variant="body1">
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack key={item} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon aria-hidden sx={{ color: 'success.dark', mt: 0.25 }} />
          <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
            {item}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
