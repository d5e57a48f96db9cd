import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type Entry = [term: string, value: ReactNode];

/** Term / value pairs; an empty value reads "Not given" so a reader sees the question was not answered. */
export function EntryList({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('child-enrolment');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '13rem 1fr' } }}>
      {entries.map(([term, value]) => {
        const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && !value.length);
        return (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
              {term}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              color={empty ? 'text.secondary' : undefined}
            >
              {empty ? t('record.notGiven') : value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** One part of the record under an h2, with an Edit link back to its step when the record can be changed. */
export function RecordSection({
  title,
  editHref,
  skipped,
  children,
}: {
  title: string;
  editHref?: string | null;
  skipped?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('child-enrolment');
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, breakInside: 'avoid' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {editHref && (
          <Link
            component={RouterLink}
            to={editHref}
            className="no-print"
            aria-label={t('record.editSection', { section: title })}
          >
            {t('record.edit')}
          </Link>
        )}
      </Stack>
      {skipped && (
        <Typography color="warning.dark" sx={{ mb: 1 }}>
          {t('record.skipped')}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
