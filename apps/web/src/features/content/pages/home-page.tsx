import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageLinks } from '../../../components/ui/page-links.tsx';
import { FeatureSection, type FeatureItem } from '../components/feature-section.tsx';
import { useHasSession } from '../../../lib/auth/use-has-session.ts';
import { HomeHero, MY_HOME_PATH, REGISTER_PATH } from '../components/home-hero.tsx';

// The ids are catalogue keys under home.parents.items and home.providers.items.
const PARENT_ITEMS = [
  { id: 'enrol', Icon: AssignmentIndIcon },
  { id: 'waitlist', Icon: HourglassTopIcon },
  { id: 'book', Icon: EventAvailableIcon },
  { id: 'pay', Icon: CreditCardIcon },
] as const;
const PROVIDER_ITEMS = [
  { id: 'setup', Icon: StorefrontIcon },
  { id: 'manage', Icon: EventNoteIcon },
  { id: 'paid', Icon: AccountBalanceWalletIcon },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { Link: PageLink } = usePageLinks();
  // A signed-in reader is offered their own home page instead of registration (the auth store stays unloaded).
  const signedIn = useHasSession();

  const parentItems: FeatureItem[] = PARENT_ITEMS.map(({ id, Icon }) => ({
    id,
    icon: <Icon />,
    title: t(`home.parents.items.${id}.title`),
    text: t(`home.parents.items.${id}.text`),
  }));
  const providerItems: FeatureItem[] = PROVIDER_ITEMS.map(({ id, Icon }) => ({
    id,
    icon: <Icon />,
    title: t(`home.providers.items.${id}.title`),
    text: t(`home.providers.items.${id}.text`),
  }));

  return (
    <>
      <HomeHero signedIn={signedIn} />
      <FeatureSection
        id="home-parents"
        title={t('home.parents.title')}
        intro={t('home.parents.intro')}
        items={parentItems}
        cta={
          signedIn
            ? undefined
            : { label: t('home.parents.cta'), to: `${REGISTER_PATH}?role=parent`, variant: 'contained' }
        }
      />
      <FeatureSection
        id="home-providers"
        title={t('home.providers.title')}
        intro={t('home.providers.intro')}
        items={providerItems}
        cta={
          signedIn
            ? undefined
            : { label: t('home.providers.cta'), to: `${REGISTER_PATH}?role=provider`, variant: 'outlined' }
        }
        tinted
      />
      <Box
        component="section"
        aria-labelledby="home-cta-title"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 8 } }}
      >
        <Container maxWidth="md">
          <Stack spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, textAlign: { sm: 'center' } }}>
            <Typography id="home-cta-title" variant="h4" component="h2">
              {signedIn ? t('home.cta.signedInTitle') : t('home.cta.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
              {signedIn ? t('home.cta.signedInText') : t('home.cta.text')}
            </Typography>
            <Button
              component={PageLink}
              to={signedIn ? MY_HOME_PATH : REGISTER_PATH}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {signedIn ? t('home.myHome') : t('home.cta.button')}
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
