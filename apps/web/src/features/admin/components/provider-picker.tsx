import { List, ListItem, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Role } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { useAdminUsers } from '../api/users.ts';

/** Finds a provider by name, e-mail or user name (the users search, home providers only); each links to `to`. */
export function ProviderPicker({ to }: { to: (userId: string) => string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const providers = useAdminUsers({ search: debounced, role: Role.HomeProvider, state: undefined, page: 1 });
  return (
    <Stack spacing={2}>
      <TextField
        label={t('children.findProvider')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {providers.isPending ? (
        <LoadingState />
      ) : providers.isError ? (
        <LoadError onRetry={() => void providers.refetch()} />
      ) : providers.data.items.length === 0 ? (
        <Typography>{t('children.noProvider')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('children.providers')}>
            {providers.data.items.map((user) => (
              <ListItem key={user.id} disablePadding divider>
                <ListItemButton component={Link} to={to(user.id)}>
                  <ListItemText primary={`${user.firstName} ${user.lastName}`} secondary={user.email} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
