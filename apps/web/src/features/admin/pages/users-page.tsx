import {
  Chip,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { ADMIN_USER_STATES, Role, roleNames, type AdminUserState, type AdminUserSummary } from '@kinderly/shared';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { useAdminUsers } from '../api/users.ts';

export const ADMIN_USERS_PATH = '/admin/users';
const SEARCH_DELAY_MS = 300;
const ROLES = [Role.Parent, Role.Nanny, Role.HomeProvider, Role.SuperAdmin] as const;

const roleOf = (value: string | null): Role | undefined => ROLES.find((role) => String(role) === value);
const stateOf = (value: string | null): AdminUserState | undefined =>
  ADMIN_USER_STATES.find((state) => state === value);

function UserRow({ user }: { user: AdminUserSummary }) {
  const { t, i18n } = useTranslation('admin');
  const joined = new Date(user.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`${ADMIN_USERS_PATH}/${user.id}`} sx={{ py: 1.5 }}>
        <ListItemText
          primary={`${user.firstName} ${user.lastName}`}
          secondary={
            <Stack component="span" sx={{ mt: 0.5, gap: 0.5 }}>
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {user.email} · {user.userName}
              </Typography>
              <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                {user.roles.map((role) => (
                  <Chip key={role} component="span" size="small" label={t(`roles.${roleNames[role as Role]}`)} />
                ))}
                {!user.emailConfirmed && (
                  <Chip component="span" size="small" variant="outlined" label={t('users.states.unconfirmed')} />
                )}
                {user.isTemporary && (
                  <Chip component="span" size="small" variant="outlined" label={t('users.states.temporary')} />
                )}
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('users.joined', { date: joined })}
                </Typography>
              </Stack>
            </Stack>
          }
          slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * /admin/users: every account, newest first, searched by part of a name, e-mail or user name and filtered by role
 * and state; paged on the server. The filters live in the address, so a result can be shared and reloaded.
 */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const role = roleOf(params.get('role'));
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // A result clicked before the text settled: the router is loading that page while this one is still shown, and
  // moving the address now would cancel the click's navigation.
  const pending = useNavigation().location;
  const here = useLocation().pathname;
  const leaving = pending !== undefined && pending.pathname !== here;
  useEffect(() => {
    if (leaving) return;
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced, page: undefined });
    // Only the settled text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const users = useAdminUsers({ search: params.get('search') ?? '', role, state, page });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <>
      <PageHeader title={t('users.title')} intro={t('users.intro')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search">
        <TextField
          label={t('users.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('users.role')}
          value={role === undefined ? '' : String(role)}
          onChange={(event) => update({ role: event.target.value || undefined, page: undefined })}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('users.anyRole')}</MenuItem>
          {ROLES.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {t(`roles.${roleNames[value]}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('users.state')}
          value={state ?? ''}
          onChange={(event) => update({ state: event.target.value || undefined, page: undefined })}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('users.anyState')}</MenuItem>
          {ADMIN_USER_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`users.states.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <LoadError onRetry={() => void users.refetch()} />
      ) : (
        <Stack spacing={2} aria-busy={users.isPlaceholderData}>
          <Typography role="status" color="text.secondary">
            {t('users.count', { count: users.data.total })}
          </Typography>
          {users.data.items.length > 0 && (
            <Paper variant="outlined">
              <List disablePadding aria-label={t('users.title')}>
                {users.data.items.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </List>
            </Paper>
          )}
          <AdminPagination
            pages={pages}
            page={page}
            onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
          />
        </Stack>
      )}
    </>
  );
}
