import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../components/card-grid.tsx';
import { ContentBody } from '../components/content-page.tsx';
import { ContentSection, Paragraph } from '../components/content-section.tsx';
import { PageHero } from '../components/page-hero.tsx';

// Ids are catalogue keys under content.about.parents.items and content.about.providers.items.
const PARENT_ITEMS = [
  { id: 'enrol', Icon: AssignmentIndIcon },
  { id: 'search', Icon: ManageSearchIcon },
  { id: 'book', Icon: EventAvailableIcon },
] as const;
const PROVIDER_ITEMS = [
  { id: 'profile', Icon: VerifiedIcon },
  { id: 'bookings', Icon: EventNoteIcon },
  { id: 'payouts', Icon: AccountBalanceWalletIcon },
] as const;

export function AboutPage() {
  const { t } = useTranslation('content');

  return (
    <>
      <PageHero eyebrow={t('content.about.eyebrow')} title={t('content.about.title')} lead={t('content.about.lead')} />
      <ContentBody>
        <ContentSection id="about-mission" title={t('content.about.mission.title')}>
          <Paragraph>{t('content.about.mission.p1')}</Paragraph>
          <Paragraph>{t('content.about.mission.p2')}</Paragraph>
        </ContentSection>
        <ContentSection id="about-parents" title={t('content.about.parents.title')}>
          <CardGrid
            items={PARENT_ITEMS.map(({ id, Icon }) => ({
              id,
              icon: <Icon />,
              title: t(`content.about.parents.items.${id}.title`),
              text: t(`content.about.parents.items.${id}.text`),
            }))}
          />
        </ContentSection>
        <ContentSection id="about-providers" title={t('content.about.providers.title')}>
          <CardGrid
            items={PROVIDER_ITEMS.map(({ id, Icon }) => ({
              id,
              icon: <Icon />,
              title: t(`content.about.providers.items.${id}.title`),
              text: t(`content.about.providers.items.${id}.text`),
            }))}
          />
        </ContentSection>
        <ContentSection id="about-open-source" title={t('content.about.openSource.title')}>
          <Paragraph>{t('content.about.openSource.p1')}</Paragraph>
          <Paragraph>{t('content.about.openSource.p2')}</Paragraph>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button component={RouterLink} to="/licenses" variant="contained">
              {t('content.about.openSource.licensesLink')}
            </Button>
            <Button
              component={RouterLink}
              to="/careers"
              variant="outlined"
              sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
            >
              {t('content.about.openSource.careersLink')}
            </Button>
          </Stack>
        </ContentSection>
      </ContentBody>
    </>
  );
}
