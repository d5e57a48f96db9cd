import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Notification } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadNotifications } from '../api/notifications.ts';

const paragraphs = (text: string) => text.split(/\n{2,}/).filter((line) => line.trim() !== '');

/** /app/notifications (issue 19): every notification, newest first; opening one marks it read and follows it. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const list = useNotificationList();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = unread.data ?? list.data?.pages[0]?.unreadCount ?? 0;
  const dateFormat = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography aria-live="polite" sx={{ flexGrow: 1 }}>
          {unreadCount > 0 ? t('unread', { count: unreadCount }) : t('allRead')}
        </Typography>
        <Button
          startIcon={<DoneAllIcon />}
          onClick={() => markAll.mutate()}
          disabled={unreadCount === 0 || markAll.isPending}
        >
          {t('markAll')}
        </Button>
        <Button component={RouterLink} to="/app/user-settings-notifications" sx={{ color: 'primary.dark' }}>
          {t('settings')}
        </Button>
      </Stack>
      {list.isPending && <LoadingState />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('empty')}</Typography>
        </Paper>
      )}
      {items.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('title')}>
            {items.map((item, index) => {
              const body = paragraphs(item.body[language]);
              return (
                <ListItemButton
                  key={item.id}
                  divider={index < items.length - 1}
                  onClick={() => open(item)}
                  sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 10,
                      height: 10,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: item.readAt ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={
                      <>
                        {!item.readAt && <VisuallyHidden>{t('unreadMark')} </VisuallyHidden>}
                        {item.title[language]}
                      </>
                    }
                    secondary={
                      <>
                        {body.map((line) => (
                          <Box component="span" key={line} sx={{ display: 'block' }}>
                            {line}
                          </Box>
                        ))}
                        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                          {dateFormat.format(new Date(item.createdAt))}
                        </Box>
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: item.readAt ? 400 : 700 } },
                      secondary: { component: 'span' },
                    }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
      )}
      {list.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('more')}
          </Button>
        </Box>
      )}
    </>
  );
}
