import { create } from 'zustand';

/** How long "is typing" shows after the last typing event (the sender repeats it every few seconds). */
export const TYPING_SHOWN_MS = 5000;

type TypingState = {
  /** Room id -> when the other participant's "is typing" goes away. */
  until: Record<string, number>;
  typed: (roomId: string) => void;
  stopped: (roomId: string) => void;
};

const timers = new Map<string, ReturnType<typeof setTimeout>>();

export const useTypingStore = create<TypingState>()((set, get) => ({
  until: {},
  typed: (roomId) => {
    clearTimeout(timers.get(roomId));
    timers.set(
      roomId,
      setTimeout(() => get().stopped(roomId), TYPING_SHOWN_MS),
    );
    set((state) => ({ until: { ...state.until, [roomId]: Date.now() + TYPING_SHOWN_MS } }));
  },
  stopped: (roomId) => {
    clearTimeout(timers.get(roomId));
    timers.delete(roomId);
    set((state) => {
      const { [roomId]: _gone, ...rest } = state.until;
      return { until: rest };
    });
  },
}));
