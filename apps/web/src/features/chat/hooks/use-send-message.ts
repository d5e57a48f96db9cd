import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StoredFile } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { sendMessage } from '../api/message-calls.ts';
import { putNewMessage } from '../lib/put-new-message.ts';
import { usePendingStore, type PendingMessage } from '../lib/pending-store.ts';

async function deliver(client: ReturnType<typeof useQueryClient>, pending: PendingMessage) {
  const { update, remove } = usePendingStore.getState();
  update(pending.tempId, { status: 'sending', error: null });
  try {
    const message = await sendMessage({
      roomId: pending.roomId,
      ...(pending.text.trim() ? { text: pending.text } : {}),
      ...(pending.files.length > 0 ? { fileIds: pending.files.map((file) => file.id) } : {}),
    });
    // The hub may have brought it already (a REST send): it is put once.
    putNewMessage(client, message, false);
    remove(pending.tempId);
  } catch (error) {
    const shown = isApiError(error) && error.status !== null && error.status < 500 ? error.message : null;
    update(pending.tempId, { status: 'failed', error: shown });
  }
}

/**
 * Sends at once as a pending message (shown in the list before the server answers); a failed send stays in the
 * list as "Not sent" with Retry.
 */
export function useSendMessage(roomId: string) {
  const client = useQueryClient();
  const send = useCallback(
    (text: string, files: StoredFile[]) => {
      const pending: PendingMessage = {
        tempId: crypto.randomUUID(),
        roomId,
        text,
        files,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
      };
      usePendingStore.getState().add(pending);
      void deliver(client, pending);
    },
    [client, roomId],
  );
  const retry = useCallback((pending: PendingMessage) => void deliver(client, pending), [client]);
  return { send, retry };
}
