import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../../components/ui/page-links.tsx';
import { PlaceForm } from './place-form.tsx';

export const REGISTER_PATH = '/entry/register';
export const MY_HOME_PATH = '/app/home';

/**
 * The landing page's opening: "where", which opens the provider search around the place typed (signing in first
 * when needed), then registration or the reader's own home page.
 */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { Link: PageLink } = usePageLinks();

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{ background: 'linear-gradient(180deg, #E8F1FB 0%, #FFFFFF 100%)', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md">
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ textAlign: { xs: 'left', sm: 'center' }, alignItems: 'stretch' }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark', fontWeight: 700 }}>
            {t('home.hero.eyebrow')}
          </Typography>
          <Typography id="home-hero-title" variant="h3" component="h1">
            {t('home.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('home.hero.subtitle')}
          </Typography>
          <PlaceForm />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center', pt: { xs: 1, md: 2 } }}
          >
            {signedIn ? (
              <Button component={PageLink} to={MY_HOME_PATH} variant="contained" size="large">
                {t('home.myHome')}
              </Button>
            ) : (
              <>
                <Button component={PageLink} to={`${REGISTER_PATH}?role=parent`} variant="contained" size="large">
                  {t('home.hero.parentButton')}
                </Button>
                <Button component={PageLink} to={`${REGISTER_PATH}?role=provider`} variant="outlined" size="large">
                  {t('home.hero.providerButton')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
