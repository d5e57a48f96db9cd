import { Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@kinderly/shared';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { dayKey, formatDay } from '../lib/format.ts';
import type { PendingMessage } from '../lib/pending-store.ts';
import { MessageItem } from './message-item.tsx';
import { PendingItem } from './pending-item.tsx';

type MessageLogProps = {
  messages: ChatMessage[];
  pending: PendingMessage[];
  myUserId: string;
  otherName: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onRetry: (pending: PendingMessage) => void;
};

// Within this many pixels of the end the log follows new messages; further up the reader is reading back.
const FOLLOW_WITHIN_PX = 120;

/**
 * The conversation, oldest first with a separator per day; older pages load when the top is reached (or with the
 * button). New messages from the other side are announced politely.
 */
export function MessageLog(props: MessageLogProps) {
  const { messages, pending, myUserId, otherName, hasEarlier, loadingEarlier, onLoadEarlier, onRetry } = props;
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const shape = useRef({ height: 0, oldest: '', newest: '', count: 0 });
  const [announcement, setAnnouncement] = useState('');

  const oldest = messages[0]?.id ?? '';
  const newestMessage = messages.at(-1);
  const newest = pending.at(-1)?.tempId ?? newestMessage?.id ?? '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shape.current;
    if (before.oldest && oldest !== before.oldest && newest === before.newest) {
      // An older page went on top: keep the reader where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (follow.current || (newest !== before.newest && pending.some((one) => one.tempId === newest))) {
      element.scrollTop = element.scrollHeight;
    }
    shape.current = { height: element.scrollHeight, oldest, newest, count: messages.length };
  }, [oldest, newest, messages.length, pending]);

  // The other side's new message, said once (not the page's first paint).
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!newestMessage) return;
    const first = announced.current === null;
    if (announced.current === newestMessage.id) return;
    announced.current = newestMessage.id;
    if (first || newestMessage.senderId === myUserId || newestMessage.text === null) return;
    setAnnouncement(
      newestMessage.text.trim()
        ? t('room.announce', { name: otherName, text: newestMessage.text })
        : t('room.announceFiles', { name: otherName }),
    );
  }, [newestMessage, myUserId, otherName, t]);

  useEffect(() => {
    const element = top.current;
    if (!element || !hasEarlier || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingEarlier) onLoadEarlier();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasEarlier, loadingEarlier, onLoadEarlier]);

  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        follow.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
      }}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1 }}
    >
      <div ref={top} />
      {hasEarlier ? (
        <Box sx={{ textAlign: 'center', my: 1 }}>
          <Button size="small" color="inherit" onClick={onLoadEarlier} disabled={loadingEarlier}>
            {loadingEarlier ? <CircularProgress size={16} aria-label={t('room.loadingEarlier')} /> : t('room.earlier')}
          </Button>
        </Box>
      ) : (
        messages.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
            {t('room.start', { name: otherName })}
          </Typography>
        )
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', my: 4 }}>
          {t('room.empty')}
        </Typography>
      )}
      {/* A labelled list rather than role="log": the live region below says each new message once. */}
      <Box component="ol" aria-label={t('room.log', { name: otherName })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message, position) => {
          const separator = position === 0 || dayKey(message.createdAt) !== dayKey(messages[position - 1]!.createdAt);
          return (
            <Fragment key={message.id}>
              {separator && (
                <Box component="li" sx={{ my: 1.5 }}>
                  <Divider>
                    <Typography variant="caption" color="text.secondary">
                      {formatDay(message.createdAt, i18n.language, {
                        today: t('room.today'),
                        yesterday: t('room.yesterday'),
                      })}
                    </Typography>
                  </Divider>
                </Box>
              )}
              <MessageItem message={message} myUserId={myUserId} senderName={otherName} />
            </Fragment>
          );
        })}
        {pending.map((one) => (
          <PendingItem key={one.tempId} pending={one} onRetry={onRetry} />
        ))}
      </Box>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Box>
  );
}
