import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@kinderly/shared';
import { STATUS_COLORS } from '../lib/orders.ts';

/** An order's status in words, coloured by what it means for the family. */
export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('booking');
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
