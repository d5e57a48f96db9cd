import CodeIcon from '@mui/icons-material/Code';
import AccessibilityIcon from '@mui/icons-material/AccessibilityNew';
import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/card-grid.tsx';
import { ContentBody } from '../components/content-page.tsx';
import { ContentSection, Paragraph } from '../components/content-section.tsx';
import { PageHero } from '../components/page-hero.tsx';

// Ids are catalogue keys under content.careers.contribute.items.
const WAYS_TO_CONTRIBUTE = [
  { id: 'code', Icon: CodeIcon },
  { id: 'translation', Icon: TranslateIcon },
  { id: 'testing', Icon: BugReportIcon },
  { id: 'accessibility', Icon: AccessibilityIcon },
  { id: 'expertise', Icon: ChildCareIcon },
] as const;

export function CareersPage() {
  const { t } = useTranslation('content');

  return (
    <>
      <PageHero
        eyebrow={t('content.careers.eyebrow')}
        title={t('content.careers.title')}
        lead={t('content.careers.lead')}
      />
      <ContentBody>
        <ContentSection id="careers-how" title={t('content.careers.howWeWork.title')}>
          <Paragraph>{t('content.careers.howWeWork.p1')}</Paragraph>
          <Paragraph>{t('content.careers.howWeWork.p2')}</Paragraph>
        </ContentSection>
        <ContentSection id="careers-contribute" title={t('content.careers.contribute.title')}>
          <Paragraph>{t('content.careers.contribute.intro')}</Paragraph>
          <CardGrid
            items={WAYS_TO_CONTRIBUTE.map(({ id, Icon }) => ({
              id,
              icon: <Icon />,
              title: t(`content.careers.contribute.items.${id}.title`),
              text: t(`content.careers.contribute.items.${id}.text`),
            }))}
          />
        </ContentSection>
        <ContentSection id="careers-paid" title={t('content.careers.future.title')}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'grey.50' }}>
            <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
              {t('content.careers.future.text')}
            </Typography>
          </Paper>
        </ContentSection>
      </ContentBody>
    </>
  );
}
