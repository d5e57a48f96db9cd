import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useReferrals } from '../api/get-referrals.ts';
import { intlLocale } from '../lib/format.ts';

/** "Who joined through your link": first name, initial and the day they registered, newest first, a page at a time. */
export function ReferralsList() {
  const { t, i18n } = useTranslation('child-enrolment');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const referrals = useReferrals(page);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' });

  let body;
  if (referrals.isError) body = <LoadError onRetry={() => void referrals.refetch()} />;
  else if (!referrals.data) body = <LoadingState />;
  else if (referrals.data.total === 0)
    body = <Typography color="text.secondary">{t('invitation.joined.empty')}</Typography>;
  else {
    const { items, total, pageSize } = referrals.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <Typography role="status">{t('invitation.joined.count', { count: total })}</Typography>
        <List disablePadding aria-labelledby={titleId}>
          {items.map((person, index) => (
            <ListItem key={`${person.joinedAt}-${index}`} divider={index < items.length - 1} disableGutters>
              <ListItemText
                primary={t('invitation.joined.person', { firstName: person.firstName, initial: person.lastInitial })}
                secondary={t('invitation.joined.joinedOn', { date: date.format(new Date(person.joinedAt)) })}
              />
            </ListItem>
          ))}
        </List>
        {pages > 1 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button onClick={() => setPage(page - 1)} disabled={page <= 1} sx={{ color: 'primary.dark' }}>
              {t('invitation.joined.previous')}
            </Button>
            <Typography variant="body2">{t('invitation.joined.page', { page, pages })}</Typography>
            <Button onClick={() => setPage(page + 1)} disabled={page >= pages} sx={{ color: 'primary.dark' }}>
              {t('invitation.joined.next')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('invitation.joined.title')}
        </Typography>
        {body}
      </Stack>
    </Paper>
  );
}
