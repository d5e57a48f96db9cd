import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '../components/status-message.tsx';

/**
 * Target of SPEC section 8 ("go to the error page with the code and the response detail"):
 * /error?code=500&message=... . Both come from the URL, so they are shown as plain text only.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  const message = params.get('message')?.trim();

  return (
    <StatusMessage
      icon={<ErrorOutlineIcon />}
      title={t('errorPage.title')}
      text={t('errorPage.text')}
      homeLabel={t('errorPage.home')}
    >
      {(code || message) && (
        <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            {code && (
              <>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {t('errorPage.code')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
                  {code}
                </Typography>
              </>
            )}
            {message && (
              <>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {t('errorPage.message')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {message}
                </Typography>
              </>
            )}
          </Box>
        </Paper>
      )}
    </StatusMessage>
  );
}
