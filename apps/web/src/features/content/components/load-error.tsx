import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type LoadErrorProps = {
  /** Left out when the page heading already says what failed. */
  title?: string;
  children?: ReactNode;
  /** Shows a "Try again" button; omit it when trying again cannot help. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** The error state of a page or block whose data could not be loaded, with a way to try again. */
export function LoadError({ title, children, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation('content');
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry} loading={retrying}>
            {t('content.common.retry')}
          </Button>
        )
      }
      sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pt: 0.5 } }}
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
