import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50', py: 4 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
          </Box>
          {/* /docs is served by the API server, not by the client router, so this is a plain link. */}
          <Link href="/docs" variant="body2" color="primary.dark">
            {t('footer.apiDocs')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
