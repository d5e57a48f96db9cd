import { Box, Paper, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentBody } from '../components/content-page.tsx';
import { ContentSection, Paragraph } from '../components/content-section.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CONTACT_EMAILS } from '../constants.ts';

// Ids are catalogue keys under content.press.facts.items and content.press.brand.items.
const FACTS = ['name', 'what', 'audience', 'languages', 'licence', 'technology'] as const;
const BRAND_RULES = ['spelling', 'translation', 'logo', 'endorsement'] as const;

export function PressPage() {
  const { t } = useTranslation('content');

  return (
    <>
      <PageHero eyebrow={t('content.press.eyebrow')} title={t('content.press.title')} lead={t('content.press.lead')} />
      <ContentBody>
        <ContentSection id="press-about" title={t('content.press.about.title')}>
          <Paragraph>{t('content.press.about.p1')}</Paragraph>
          <Paragraph>{t('content.press.about.p2')}</Paragraph>
        </ContentSection>
        <ContentSection id="press-facts" title={t('content.press.facts.title')}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.25, sm: 1.5 },
                alignItems: 'baseline',
              }}
            >
              {FACTS.map((id) => (
                <Box key={id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: { xs: 1.25, sm: 0 } }}>
                    {t(`content.press.facts.items.${id}.term`)}
                  </Typography>
                  <Typography component="dd" variant="body1" sx={{ m: 0 }}>
                    {t(`content.press.facts.items.${id}.value`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </ContentSection>
        <ContentSection id="press-brand" title={t('content.press.brand.title')}>
          <BulletList items={BRAND_RULES.map((id) => t(`content.press.brand.items.${id}`))} />
        </ContentSection>
        <ContentSection id="press-contact" title={t('content.press.contact.title')}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'grey.50' }}>
            <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
              <Trans
                ns="content"
                i18nKey="content.press.contact.text"
                values={{ email: CONTACT_EMAILS.press }}
                components={{ mail: <MailLink email={CONTACT_EMAILS.press} /> }}
              />
            </Typography>
          </Paper>
        </ContentSection>
      </ContentBody>
    </>
  );
}
