import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ChatMessage, ChatReport, StoredFile } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { downloadFile, openBlankTab } from '../../../lib/api/download-file.ts';
import { useChatReport, useReportedRoomMessages } from '../api/chat-reports.ts';
import { REPORTED_CONVERSATIONS_PATH } from './admin-home-page.tsx';

function senderName(report: ChatReport, senderId: string | null, formerMember: string) {
  if (senderId && senderId === report.family.userId) return report.family.displayName;
  if (senderId && senderId === report.provider.userId) return report.provider.displayName;
  return formerMember;
}

function FileChip({ file }: { file: StoredFile }) {
  return (
    <Chip
      icon={<AttachFileIcon />}
      label={file.fileName}
      variant="outlined"
      onClick={() => void downloadFile(file.id, { fileName: file.fileName, tab: openBlankTab() })}
    />
  );
}

function MessageRow({ message, report }: { message: ChatMessage; report: ChatReport }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Date(message.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {senderName(report, message.senderId, t('conversation.formerMember'))}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          <time dateTime={message.createdAt}>{when}</time>
          {message.editedAt ? ` · ${t('conversation.edited')}` : ''}
        </Typography>
      </Stack>
      {message.deletedAt ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('conversation.deleted')}
        </Typography>
      ) : (
        message.text && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        )
      )}
      {message.files.length > 0 && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {message.files.map((file) => (
            <FileChip key={file.id} file={file} />
          ))}
        </Stack>
      )}
      {message.reactions.length > 0 && (
        <Typography variant="body2" aria-label={t('conversation.reactions')} sx={{ mt: 0.5 }}>
          {message.reactions.map((reaction) => reaction.unicode).join(' ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /admin/reported-conversations/:roomId: a reported room, read-only (ADR 024). The reports come first; the
 * messages are oldest at the top like a conversation, older pages loaded on demand. Every page read is audited.
 */
export function ReportedConversationPage() {
  const { t, i18n } = useTranslation('admin');
  const { roomId = '' } = useParams();
  const report = useChatReport(roomId);
  const messages = useReportedRoomMessages(roomId, report.isSuccess);

  if (report.isPending) return <LoadingState />;
  if (report.isError) {
    if (isApiError(report.error) && report.error.status === 404)
      return (
        <>
          <PageHeader title={t('conversation.title')} />
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={Link} to={REPORTED_CONVERSATIONS_PATH}>
                {t('conversation.toList')}
              </Button>
            }
          >
            {t('conversation.notReported')}
          </Alert>
        </>
      );
    return <LoadError onRetry={() => void report.refetch()} />;
  }
  const data = report.data;
  const ordered = [...(messages.data?.pages.flatMap((page) => page.items) ?? [])].reverse();
  return (
    <>
      <PageHeader
        title={t('reports.between', { family: data.family.displayName, provider: data.provider.displayName })}
        intro={t('conversation.intro')}
      />
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="reports-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="reports-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('conversation.reports', { count: data.reports.length })}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.reports.map((entry) => (
              <li key={`${entry.reporter.userId}-${entry.createdAt}`}>
                <Typography variant="body2" color="text.secondary">
                  {t('conversation.reportBy', {
                    name: entry.reporter.displayName,
                    when: new Date(entry.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.reason}</Typography>
              </li>
            ))}
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="messages-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="messages-heading" variant="h6" component="h2">
            {t('conversation.messages', { count: data.messageCount })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('conversation.audited')}
          </Typography>
          {messages.isPending ? (
            <LoadingState />
          ) : messages.isError ? (
            <LoadError onRetry={() => void messages.refetch()} />
          ) : (
            <>
              {messages.hasNextPage && (
                <Button onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
                  {t('conversation.older')}
                </Button>
              )}
              {ordered.length === 0 ? (
                <Typography>{t('conversation.empty')}</Typography>
              ) : (
                <Box component="ol" aria-labelledby="messages-heading" sx={{ m: 0, p: 0 }}>
                  {ordered.map((message) => (
                    <MessageRow key={message.id} message={message} report={data} />
                  ))}
                </Box>
              )}
            </>
          )}
        </Paper>
        <Box>
          {/* On the page's grey: the darker blue keeps the contrast at 4.5:1. */}
          <Button component={Link} to={REPORTED_CONVERSATIONS_PATH} sx={{ color: 'primary.dark' }}>
            {t('conversation.toList')}
          </Button>
        </Box>
      </Stack>
    </>
  );
}
