import { Alert, Link as MuiLink, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { ADMIN_AUDIT_PER_PAGE, POLICY_IDS, type AdminAuditEntry } from '@kinderly/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { FilterSelect } from '../components/filter-select.tsx';
import {
  BOOKING_INFO_CHILD_PATH,
  BOOKING_INFO_PROVIDER_PATH,
  EDIT_PRIVACY_POLICY_PATH,
  EDIT_TERMS_OF_USE_PATH,
  FAILED_JOBS_PATH,
} from '../paths.ts';

export const AUDIT_LOG_PATH = '/admin/audit-log';

/** Where an entry's target is shown in the administration, when it has a page. */
function targetPath(entry: AdminAuditEntry): string | null {
  if (entry.action === 'provider.children.view') return `/admin/children-admin?userId=${entry.targetId}`;
  if (entry.action === 'booking-info.provider.view') return `${BOOKING_INFO_PROVIDER_PATH}?userId=${entry.targetId}`;
  if (entry.action === 'booking-info.child.view') return `${BOOKING_INFO_CHILD_PATH}?childId=${entry.targetId}`;
  if (entry.targetType === 'user') return `/admin/users/${entry.targetId}`;
  if (entry.targetType === 'job') return FAILED_JOBS_PATH;
  if (entry.targetType === 'chat_room') return `/admin/reported-conversations/${entry.targetId}`;
  if (entry.targetType === 'policy' && entry.targetId === String(POLICY_IDS.privacyPolicy))
    return EDIT_PRIVACY_POLICY_PATH;
  if (entry.targetType === 'policy' && entry.targetId === String(POLICY_IDS.termsOfUse)) return EDIT_TERMS_OF_USE_PATH;
  return null;
}

function EntryRow({ entry }: { entry: AdminAuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Date(entry.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const action = t(`audit.actions.${entry.action}`, { defaultValue: entry.action });
  const who = entry.actor ? entry.actor.name : t('audit.formerAdmin');
  const path = targetPath(entry);
  const kind = t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  const target = `${kind} ${entry.targetName ?? entry.targetId}`;
  return (
    <ListItem divider sx={{ py: 1.5 }}>
      <ListItemText
        primary={t('audit.entry', { who, action })}
        secondary={
          <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {path ? (
                <MuiLink component={Link} to={path} sx={{ color: 'primary.dark' }}>
                  {target}
                </MuiLink>
              ) : (
                target
              )}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {entry.ip ? t('audit.whenFrom', { when, ip: entry.ip }) : when}
            </Typography>
          </Stack>
        }
        slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
      />
    </ListItem>
  );
}

/**
 * /admin/audit-log: what administrators did (issue 18), newest first, by action. Read-only: the database refuses
 * any change to the log.
 */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const action = params.get('action') || undefined;
  const log = useAuditLog({ action, page });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / ADMIN_AUDIT_PER_PAGE)) : 1;
  const update = (next: { action?: string | undefined; page?: number }) => {
    const query = new URLSearchParams();
    const nextAction = 'action' in next ? next.action : action;
    if (nextAction) query.set('action', nextAction);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} />
      ) : (
        <Stack spacing={2}>
          <FilterSelect
            label={t('audit.action')}
            anyLabel={t('audit.anyAction')}
            value={action}
            options={log.data.actions.map((name) => ({
              value: name,
              label: t(`audit.actions.${name}`, { defaultValue: name }),
            }))}
            onChange={(value) => update({ action: value })}
          />
          <Typography role="status">{t('audit.count', { count: log.data.total })}</Typography>
          {log.data.total === 0 && <Alert severity="info">{t('audit.none')}</Alert>}
          {log.data.items.length > 0 && (
            <Paper variant="outlined">
              <List disablePadding aria-label={t('audit.title')}>
                {log.data.items.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </List>
            </Paper>
          )}
          <AdminPagination pages={pages} page={page} onChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </>
  );
}
