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
import { HeroSearch } from '../components/hero-search.tsx';

const REGISTER_PATH = '/entry/register';

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
      <HeroSearch />
      <FeatureSection
        id="home-parents"
        title={t('home.parents.title')}
        intro={t('home.parents.intro')}
        items={parentItems}
        cta={{ label: t('home.parents.cta'), to: `${REGISTER_PATH}?role=parent`, variant: 'contained' }}
      />
      <FeatureSection
        id="home-providers"
        title={t('home.providers.title')}
        intro={t('home.providers.intro')}
        items={providerItems}
        cta={{ label: t('home.providers.cta'), to: `${REGISTER_PATH}?role=provider`, variant: 'outlined' }}
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
              {t('home.cta.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
              {t('home.cta.text')}
            </Typography>
            <Button
              component={PageLink}
              to={REGISTER_PATH}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {t('home.cta.button')}
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
