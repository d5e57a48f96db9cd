import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/format.ts';

type Totals = { subtotalCents: number; feeCents: number; totalCents: number };

/** Care, the platform fee and the total, as the server priced them. */
export function TotalsTable({ totals, feePercent }: { totals: Totals; feePercent?: number | undefined }) {
  const { t, i18n } = useTranslation('booking');
  const rows = [
    [t('summary.subtotal'), totals.subtotalCents],
    [feePercent === undefined ? t('summary.feePlain') : t('summary.fee', { percent: feePercent }), totals.feeCents],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}>
      {rows.map(([label, cents]) => (
        <Row key={label} label={label} value={formatCents(cents, i18n.language)} />
      ))}
      <Row label={t('summary.total')} value={formatCents(totals.totalCents, i18n.language)} strong />
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const sx = strong ? { fontWeight: 700, pt: 0.5, borderTop: 1, borderColor: 'divider' } : {};
  return (
    <>
      <Typography component="dt" sx={sx}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ ...sx, m: 0, pl: 2, textAlign: 'right' }}>
        {value}
      </Typography>
    </>
  );
}
