import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CancellationOptionKey } from '@kinderly/shared';
import { cancellationTerms, type Notice } from '../lib/cancellation.ts';
import { formatPercent } from '../lib/format.ts';

/** The cancellation option in words (ADR 009): its name, each refund tier, and that nothing is refunded after. */
export function CancellationTerms({ option }: { option: CancellationOptionKey }) {
  const { t, i18n } = useTranslation('provider-profile');
  const notice = ({ unit, count }: Notice) => t(`cancellation.${unit}`, { count });
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{t(`cancellation.options.${option}`)}</Typography>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
        {cancellationTerms(option).map((tier) => (
          <ListItem key={tier.notice.count + tier.notice.unit} sx={{ display: 'list-item', px: 0 }}>
            <ListItemText
              primary={
                tier.percent === 100
                  ? t('cancellation.full', { notice: notice(tier.notice) })
                  : t('cancellation.partial', {
                      percent: formatPercent(tier.percent, i18n.language),
                      notice: notice(tier.notice),
                    })
              }
            />
          </ListItem>
        ))}
        <ListItem sx={{ display: 'list-item', px: 0 }}>
          <ListItemText primary={t('cancellation.otherwise')} />
        </ListItem>
      </List>
    </>
  );
}
