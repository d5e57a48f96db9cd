import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ChatReport } from '@kinderly/shared';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { REPORTS_PER_PAGE, useChatReports } from '../api/chat-reports.ts';
import { REPORTED_CONVERSATIONS_PATH } from './admin-home-page.tsx';

function ReportRow({ report }: { report: ChatReport }) {
  const { t, i18n } = useTranslation('admin');
  const latest = report.reports[0];
  const when = new Date(report.lastReportedAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`${REPORTED_CONVERSATIONS_PATH}/${report.roomId}`} sx={{ py: 1.5 }}>
        <ListItemText
          primary={t('reports.between', { family: report.family.displayName, provider: report.provider.displayName })}
          secondary={
            <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {latest ? t('reports.latest', { name: latest.reporter.displayName, reason: latest.reason }) : null}
              </Typography>
              <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('reports.reportedAt', { when })}
                </Typography>
                <Chip
                  component="span"
                  size="small"
                  label={t('reports.reportCount', { count: report.reports.length })}
                />
                <Chip
                  component="span"
                  size="small"
                  variant="outlined"
                  label={t('reports.messageCount', { count: report.messageCount })}
                />
              </Stack>
            </Stack>
          }
          slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** /admin/reported-conversations: rooms a participant reported, most recently reported first (ADR 024). */
export function ReportedConversationsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useChatReports(page);
  const pages = reports.data ? Math.max(1, Math.ceil(reports.data.total / REPORTS_PER_PAGE)) : 1;
  return (
    <>
      <PageHeader title={t('reports.title')} intro={t('reports.intro')} />
      {reports.isPending ? (
        <LoadingState />
      ) : reports.isError ? (
        <LoadError onRetry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={Link} to="/admin">
              {t('reports.back')}
            </Button>
          }
        >
          {t('reports.none')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined">
            <List disablePadding aria-label={t('reports.title')}>
              {reports.data.items.map((report) => (
                <ReportRow key={report.roomId} report={report} />
              ))}
            </List>
          </Paper>
          <AdminPagination pages={pages} page={page} onChange={(next) => setParams({ page: String(next) })} />
        </Stack>
      )}
    </>
  );
}
