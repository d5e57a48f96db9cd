import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button, Chip, GlobalStyles, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useChildRecord } from '../api/get-child-record.ts';
import { useEnrollmentProgress } from '../api/get-enrollment-progress.ts';
import { useInitialData } from '../api/get-initial-data.ts';
import { ChildRecordView } from '../components/child-record-view.tsx';
import { InviteCoParent } from '../components/invite-co-parent.tsx';
import { enrolPath } from '../lib/enrolment-steps.ts';
import { intlLocale } from '../lib/format.ts';

// On paper only the record shows: the app bar, the sidebar and the buttons go, and sections are not split.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .MuiDrawer-docked, .no-print, .notistack-SnackbarContainer': {
          display: 'none !important',
        },
        'main, body': { background: '#fff !important' },
        'main > .MuiToolbar-root': { display: 'none !important' },
        '.MuiPaper-root': { boxShadow: 'none !important', breakInside: 'avoid' },
        '.print-only': { display: 'block !important' },
      },
      '.print-only': { display: 'none' },
    }}
  />
);

// primary.main on the page's grey background misses 4.5:1; the darker shade passes.
const ON_GREY = { color: 'primary.dark', borderColor: 'primary.dark' } as const;

/** /app/history/viewDetails/:childId: a child's whole record, readable on screen and on paper. */
export function ChildDetailsPage() {
  const { t, i18n } = useTranslation('child-enrolment');
  const { childId = '' } = useParams();
  const record = useChildRecord(childId);
  const initial = useInitialData();
  const progress = useEnrollmentProgress(childId);

  const queries = [record, initial, progress];
  if (queries.some((query) => query.isError))
    return <LoadError onRetry={() => queries.forEach((query) => void query.refetch())} />;
  if (!record.data || !initial.data) return <LoadingState />;
  const { child } = record.data;
  const name = `${child.firstName} ${child.lastName}`;

  return (
    <>
      {PRINT_STYLES}
      <PageHeader title={t('details.title', { name })} intro={t('details.intro')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        className="no-print"
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <Chip
          color={child.isEnrolled ? 'success' : 'default'}
          label={t('details.status', { status: child.isEnrolled ? t('overview.ready') : t('overview.inProgress') })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('details.print')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={enrolPath('review', child.id)} sx={ON_GREY}>
          {t('details.edit')}
        </Button>
      </Stack>
      <Typography className="print-only" variant="body2" sx={{ mb: 2 }}>
        {t('details.printedOn', {
          date: new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' }).format(new Date()),
        })}
      </Typography>
      <ChildRecordView record={record.data} reference={initial.data} progress={progress.data ?? null} />
      <div className="no-print">
        <InviteCoParent childId={child.id} childName={child.firstName} />
      </div>
      <Button component={RouterLink} to="/app/home" className="no-print" sx={{ ...ON_GREY, mt: 3 }}>
        {t('details.back')}
      </Button>
    </>
  );
}
