import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Paper, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { ContentBody } from '../components/content-page.tsx';
import { ContentSection } from '../components/content-section.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CONTACT_EMAILS } from '../constants.ts';

// Ids are catalogue keys under content.help.<audience>.items; the order is the order on the page.
const PARENT_QUESTIONS = [
  'enrol',
  'search',
  'waitlist',
  'oneTime',
  'recurring',
  'approval',
  'payments',
  'cancel',
  'chat',
] as const;
const PROVIDER_QUESTIONS = [
  'setup',
  'paymentAccount',
  'badges',
  'bookingMethod',
  'approve',
  'attendance',
  'noShow',
  'payouts',
  'waitlist',
] as const;

type Question = { id: string; question: string; answer: string };

/** Questions as an accordion: each summary is an h3 button that controls its answer region. */
function QuestionList({ idPrefix, questions }: { idPrefix: string; questions: readonly Question[] }) {
  return (
    <Box>
      {questions.map(({ id, question, answer }) => (
        <Accordion
          key={id}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            id={`${idPrefix}-${id}-question`}
            aria-controls={`${idPrefix}-${id}-answer`}
            expandIcon={<ExpandMoreIcon />}
            sx={{ px: { xs: 2, sm: 2.5 }, '& .MuiAccordionSummary-content': { my: 1.75 } }}
          >
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
              {question}
            </Typography>
          </AccordionSummary>
          {/* Accordion gives its answer region the id named by aria-controls, labelled by the summary. */}
          <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 2.5 }}>
            <Typography variant="body1" color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

export function HelpPage() {
  const { t } = useTranslation('content');

  const parentQuestions = PARENT_QUESTIONS.map((id) => ({
    id,
    question: t(`content.help.parents.items.${id}.q`),
    answer: t(`content.help.parents.items.${id}.a`),
  }));
  const providerQuestions = PROVIDER_QUESTIONS.map((id) => ({
    id,
    question: t(`content.help.providers.items.${id}.q`),
    answer: t(`content.help.providers.items.${id}.a`),
  }));

  return (
    <>
      <PageHero eyebrow={t('content.help.eyebrow')} title={t('content.help.title')} lead={t('content.help.lead')} />
      <ContentBody>
        <ContentSection id="help-parents" title={t('content.help.parents.title')}>
          <QuestionList idPrefix="help-parents" questions={parentQuestions} />
        </ContentSection>
        <ContentSection id="help-providers" title={t('content.help.providers.title')}>
          <QuestionList idPrefix="help-providers" questions={providerQuestions} />
        </ContentSection>
        <ContentSection id="help-contact" title={t('content.help.contact.title')}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'grey.50' }}>
            <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
              <Trans
                ns="content"
                i18nKey="content.help.contact.text"
                values={{ email: CONTACT_EMAILS.support }}
                components={{ mail: <MailLink email={CONTACT_EMAILS.support} /> }}
              />
            </Typography>
          </Paper>
        </ContentSection>
      </ContentBody>
    </>
  );
}
