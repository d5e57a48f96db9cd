import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Stack, Typography } from '@mui/material';

/** Short facts with a tick, two columns from small screens up. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {items.map((item) => (
        <Stack component="li" key={item} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CheckIcon aria-hidden fontSize="small" sx={{ color: 'success.dark', mt: '2px' }} />
          <Typography variant="body2">{item}</Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** A free text the provider wrote, under a small heading-like label; line breaks kept. */
export function ProviderText({ label, text }: { label?: string; text: string }) {
  return (
    <Box>
      {label && (
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
