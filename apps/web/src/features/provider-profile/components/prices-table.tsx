import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CARE_TYPES, type Price } from '@kinderly/shared';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { formatCents } from '../lib/format.ts';

/** One row per type of care: its price in Canadian dollars, per day or per hour, in the reader's number format. */
export function PricesTable({ prices }: { prices: readonly Price[] }) {
  const { t, i18n } = useTranslation('provider-profile');
  const ordered = CARE_TYPES.flatMap((careType) => {
    const price = prices.find((candidate) => candidate.careTypeId === careType.id);
    return price ? [{ careType, price }] : [];
  });
  return (
    <Table size="small">
      <VisuallyHidden component="caption">{t('prices.caption')}</VisuallyHidden>
      <TableBody>
        {ordered.map(({ careType, price }) => (
          <TableRow key={careType.id}>
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 500 }}>
              {t(`careTypes.${careType.key}`)}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
              {t(`prices.per.${price.unit}`, { price: formatCents(price.amountCents, i18n.language) })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
