import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConnectedAccountState } from '@kinderly/shared';

// Colours dark (or light, for amber) enough that the label keeps a 4.5:1 contrast (WCAG AA).
const STYLES: Record<ConnectedAccountState, object> = {
  not_started: {},
  pending: { bgcolor: 'warning.light', color: 'common.black' },
  verified: { bgcolor: 'success.dark', color: 'common.white' },
  restricted: { bgcolor: 'error.dark', color: 'common.white' },
};

export function AccountStateChip({ state }: { state: ConnectedAccountState }) {
  const { t } = useTranslation('payments');
  return (
    <Chip
      label={t(`payout.states.${state}`)}
      variant={state === 'not_started' ? 'outlined' : 'filled'}
      sx={STYLES[state]}
    />
  );
}
