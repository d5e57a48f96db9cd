import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useChatReports } from '../api/chat-reports.ts';

export const REPORTED_CONVERSATIONS_PATH = '/admin/reported-conversations';

/** /admin: the administrator's starting page, one card per section that needs them, with its count. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const reports = useChatReports(1);
  const count = reports.data?.total;
  return (
    <>
      <PageHeader title={t('home.title')} intro={t('home.intro')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={REPORTED_CONVERSATIONS_PATH}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <ReportIcon color="primary" aria-hidden />
                  <Stack>
                    <Typography variant="h6" component="h2">
                      {t('home.reports')}
                    </Typography>
                    <Typography color="text.secondary">
                      {count === undefined
                        ? reports.isError
                          ? t('home.countUnavailable')
                          : t('home.loading')
                        : t('home.reportsCount', { count })}
                    </Typography>
                  </Stack>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
