import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** SPEC section 2's survey (/surveycontainer), offered where the product asks for it: after a booking or a waitlist. */
export function SurveyInvite() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {t('surveyInvite.text')}{' '}
      <Link component={RouterLink} to="/surveycontainer" sx={{ color: 'primary.dark' }}>
        {t('surveyInvite.link')}
      </Link>
    </Typography>
  );
}
