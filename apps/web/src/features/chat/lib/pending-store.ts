import { create } from 'zustand';
import type { StoredFile } from '@kinderly/shared';
import { onAppReset } from '../../../lib/auth/index.ts';

/** A message on its way, or one whose send failed and waits for "Retry" (client state, not server state). */
export type PendingMessage = {
  tempId: string;
  roomId: string;
  text: string;
  files: StoredFile[];
  status: 'sending' | 'failed';
  /** The server's refusal, shown under the message (the send limit's "try again in a few seconds"). */
  error: string | null;
  createdAt: string;
};

type PendingState = {
  messages: PendingMessage[];
  add: (message: PendingMessage) => void;
  update: (tempId: string, change: Partial<PendingMessage>) => void;
  remove: (tempId: string) => void;
};

export const usePendingStore = create<PendingState>()((set) => ({
  messages: [],
  add: (message) => set((state) => ({ messages: [...state.messages, message] })),
  update: (tempId, change) =>
    set((state) => ({
      messages: state.messages.map((message) => (message.tempId === tempId ? { ...message, ...change } : message)),
    })),
  remove: (tempId) => set((state) => ({ messages: state.messages.filter((message) => message.tempId !== tempId) })),
}));

// A logout or role switch forgets the unsent messages with everything else of the session.
onAppReset(() => usePendingStore.setState({ messages: [] }));
