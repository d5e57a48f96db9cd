import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../components/ui/page-links.tsx';
import { contentFooterLinks } from '../../features/content/footer-links.ts';

export function PublicFooter() {
  const { t } = useTranslation();
  const { Link: PageLink } = usePageLinks();
  const linksHeadingId = useId();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50', py: 4 }}>
      <Container maxWidth="lg">
        <Box component="nav" aria-labelledby={linksHeadingId}>
          <Typography id={linksHeadingId} component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
            {t('content.links.label')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              // Two columns on phones, more as the screen widens; long French labels wrap inside their column.
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                md: 'repeat(5, minmax(0, 1fr))',
              },
              columnGap: 3,
              rowGap: 1.25,
            }}
          >
            {contentFooterLinks.map((link) => (
              <li key={link.path}>
                <Link component={PageLink} to={link.path} variant="body2" color="primary.dark">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', sm: 'center' },
            mt: 3,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
          }}
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
