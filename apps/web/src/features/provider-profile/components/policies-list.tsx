import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STANDARD_POLICIES, type ProviderPolicy } from '@kinderly/shared';
import type { HeadingLevel } from './profile-section.tsx';

/** The policies the provider ticked, each a heading that opens its text. */
export function PoliciesList({ policies, level }: { policies: readonly ProviderPolicy[]; level: HeadingLevel }) {
  const { t } = useTranslation('provider-profile');
  return (
    <Box>
      {policies.map((policy) => {
        const key = STANDARD_POLICIES.find((candidate) => candidate.id === policy.id)?.key;
        return (
          <Accordion
            key={policy.id}
            disableGutters
            elevation={0}
            slotProps={{ heading: { component: `h${level}` } }}
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              '&::before': { display: 'none' },
              '&, &:first-of-type, &:last-of-type': { borderRadius: 0 },
            }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {key ? t(`policies.names.${key}`) : policy.name}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 0, pt: 0 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {policy.text}
              </Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
