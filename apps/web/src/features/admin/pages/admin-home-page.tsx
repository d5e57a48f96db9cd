import ChildIcon from '@mui/icons-material/ChildCareOutlined';
import FailedJobIcon from '@mui/icons-material/SyncProblemOutlined';
import BookingsIcon from '@mui/icons-material/EventNoteOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import PolicyIcon from '@mui/icons-material/GavelOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import PaymentIcon from '@mui/icons-material/CreditCardOffOutlined';
import NewUserIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import RequestIcon from '@mui/icons-material/PendingActionsOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { useChatReports } from '../api/chat-reports.ts';
import { useFailedJobs } from '../api/failed-jobs.ts';
import { useAdminSummary } from '../api/overview.ts';
import { useAdminUsers } from '../api/users.ts';
import {
  ADMIN_BOOKINGS_PATH,
  BADGE_VERIFICATION_PATH,
  BOOKING_INFO_PROVIDER_PATH,
  EDIT_PRIVACY_POLICY_PATH,
  EDIT_TERMS_OF_USE_PATH,
  FAILED_JOBS_PATH,
} from '../paths.ts';

export const REPORTED_CONVERSATIONS_PATH = '/admin/reported-conversations';

type Count = { data?: { total: number } | undefined; isError: boolean };

function SectionCard(props: {
  to: string;
  title: string;
  Icon: ComponentType;
  /** The section's count, or a line of text when it has none. */
  count: Count | string;
  label?: (n: number) => string;
  /** Four to a row on a wide screen (today's counts) instead of three. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { count } = props;
  return (
    <Grid size={{ xs: 12, sm: 6, lg: props.narrow ? 3 : 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={Link} to={props.to} sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Stack sx={{ color: 'primary.main' }} aria-hidden>
                <props.Icon />
              </Stack>
              <Stack>
                <Typography variant="h6" component="h3">
                  {props.title}
                </Typography>
                <Typography color="text.secondary">
                  {typeof count === 'string'
                    ? count
                    : count.data
                      ? props.label!(count.data.total)
                      : count.isError
                        ? t('home.countUnavailable')
                        : t('home.loading')}
                </Typography>
              </Stack>
            </Stack>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/** /admin: the administrator's starting page, one card per section, each with its count. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const reports = useChatReports(1);
  const users = useAdminUsers({ search: '', role: undefined, state: undefined, page: 1 });
  const audit = useAuditLog({ action: undefined, page: 1 });
  const failedJobs = useFailedJobs({ name: undefined, page: 1 });
  const summary = useAdminSummary();
  // One call gives the four counts of today; each card reads its own.
  const today = (
    key: 'newUsersThisWeek' | 'providersAwaitingVerification' | 'openBookingRequests' | 'failedPayments',
  ) => ({
    data: summary.data ? { total: summary.data[key] } : undefined,
    isError: summary.isError,
  });
  return (
    <>
      <PageHeader title={t('home.title')} intro={t('home.intro')} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('home.today')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <SectionCard
          to="/admin/users"
          title={t('home.newUsers')}
          Icon={NewUserIcon}
          count={today('newUsersThisWeek')}
          label={(count) => t('home.newUsersCount', { count })}
          narrow
        />
        <SectionCard
          to={BADGE_VERIFICATION_PATH}
          title={t('home.verification')}
          Icon={VerifiedIcon}
          count={today('providersAwaitingVerification')}
          label={(count) => t('home.verificationCount', { count })}
          narrow
        />
        <SectionCard
          to={`${ADMIN_BOOKINGS_PATH}?status=requested`}
          title={t('home.openRequests')}
          Icon={RequestIcon}
          count={today('openBookingRequests')}
          label={(count) => t('home.openRequestsCount', { count })}
          narrow
        />
        <SectionCard
          to={`${ADMIN_BOOKINGS_PATH}?status=payment_failed`}
          title={t('home.failedPayments')}
          Icon={PaymentIcon}
          count={today('failedPayments')}
          label={(count) => t('home.failedPaymentsCount', { count })}
          narrow
        />
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('home.sections')}
      </Typography>
      <Grid container spacing={2}>
        <SectionCard
          to="/admin/users"
          title={t('home.users')}
          Icon={PeopleIcon}
          count={users}
          label={(count) => t('home.usersCount', { count })}
        />
        <SectionCard
          to="/admin/children-admin"
          title={t('home.children')}
          Icon={ChildIcon}
          count={t('home.childrenIntro')}
        />
        <SectionCard
          to={BOOKING_INFO_PROVIDER_PATH}
          title={t('home.bookings')}
          Icon={BookingsIcon}
          count={t('home.bookingsIntro')}
        />
        <SectionCard
          to={REPORTED_CONVERSATIONS_PATH}
          title={t('home.reports')}
          Icon={ReportIcon}
          count={reports}
          label={(count) => t('home.reportsCount', { count })}
        />
        <SectionCard
          to={EDIT_PRIVACY_POLICY_PATH}
          title={t('home.privacyPolicy')}
          Icon={PolicyIcon}
          count={t('home.privacyPolicyIntro')}
        />
        <SectionCard
          to={EDIT_TERMS_OF_USE_PATH}
          title={t('home.termsOfUse')}
          Icon={PolicyIcon}
          count={t('home.termsOfUseIntro')}
        />
        <SectionCard
          to="/admin/audit-log"
          title={t('home.audit')}
          Icon={HistoryIcon}
          count={audit}
          label={(count) => t('home.auditCount', { count })}
        />
        <SectionCard
          to={FAILED_JOBS_PATH}
          title={t('home.failedJobs')}
          Icon={FailedJobIcon}
          count={failedJobs}
          label={(count) => t('home.failedJobsCount', { count })}
        />
      </Grid>
    </>
  );
}
