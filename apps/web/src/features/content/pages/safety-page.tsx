import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentBody } from '../components/content-page.tsx';
import { ContentSection, Paragraph } from '../components/content-section.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CONTACT_EMAILS } from '../constants.ts';

// Ids are catalogue keys under content.safety.records.items and content.safety.visit.items.
const RECORD_ITEMS = ['health', 'allergies', 'custody', 'contacts', 'routines'] as const;
const VISIT_ITEMS = ['meet', 'spaces', 'outdoor', 'ratios', 'emergency', 'policies', 'licence'] as const;

function EmergencyNotice() {
  const { t } = useTranslation('content');
  return (
    <Alert
      severity="error"
      variant="outlined"
      // Always on the page, so it is a note rather than an alert that interrupts a screen reader.
      role="note"
      icon={<PhoneInTalkIcon />}
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { fontWeight: 600, fontSize: '1rem' } }}
    >
      {t('content.safety.report.emergency')}
    </Alert>
  );
}

export function SafetyPage() {
  const { t } = useTranslation('content');

  return (
    <>
      <PageHero eyebrow={t('content.safety.eyebrow')} title={t('content.safety.title')} lead={t('content.safety.lead')}>
        <EmergencyNotice />
      </PageHero>
      <ContentBody>
        <ContentSection id="safety-records" title={t('content.safety.records.title')}>
          <Paragraph>{t('content.safety.records.intro')}</Paragraph>
          <BulletList items={RECORD_ITEMS.map((id) => t(`content.safety.records.items.${id}`))} />
        </ContentSection>
        <ContentSection id="safety-qualifications" title={t('content.safety.qualifications.title')}>
          <Paragraph>{t('content.safety.qualifications.p1')}</Paragraph>
          <Paragraph>{t('content.safety.qualifications.p2')}</Paragraph>
        </ContentSection>
        <ContentSection id="safety-licensing" title={t('content.safety.licensing.title')}>
          <Paragraph>{t('content.safety.licensing.p1')}</Paragraph>
          <Paragraph>{t('content.safety.licensing.p2')}</Paragraph>
        </ContentSection>
        <ContentSection id="safety-visit" title={t('content.safety.visit.title')}>
          <Paragraph>{t('content.safety.visit.intro')}</Paragraph>
          <BulletList variant="checks" items={VISIT_ITEMS.map((id) => t(`content.safety.visit.items.${id}`))} />
        </ContentSection>
        <ContentSection id="safety-report" title={t('content.safety.report.title')}>
          <EmergencyNotice />
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Stack spacing={2}>
              <Paragraph>{t('content.safety.report.protection')}</Paragraph>
              <Paragraph>{t('content.safety.report.licensing')}</Paragraph>
              <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
                <Trans
                  ns="content"
                  i18nKey="content.safety.report.kinderly"
                  values={{ email: CONTACT_EMAILS.safety }}
                  components={{ mail: <MailLink email={CONTACT_EMAILS.safety} /> }}
                />
              </Typography>
            </Stack>
          </Paper>
        </ContentSection>
      </ContentBody>
    </>
  );
}
