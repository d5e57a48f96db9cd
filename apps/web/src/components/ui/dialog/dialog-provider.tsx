import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DialogContext } from './dialog-context.ts';
import type { DialogApi, DialogSpec } from './dialog-types.ts';

// Fetched when the first dialog opens: Dialog brings Modal, which most visits never need.
const DialogView = lazy(() => import('./dialog-view.tsx').then((m) => ({ default: m.DialogView })));

type Request = {
  id: number;
  spec: DialogSpec;
  /** The confirmed text (empty for confirmations), or null when closed without confirming. */
  settle: (text: string | null) => void;
};

let lastRequestId = 0;

/**
 * Shows the dialogs asked for through `useDialog()`, one at a time and in order. Mount it once, inside the
 * theme and i18n providers. A dialog's promise settles as soon as the user answers; the next dialog opens
 * once the previous one has finished closing, so focus always goes back to where it was.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);
  const [unsettled] = useState(() => new Set<Request>());

  const request = useCallback(
    <Result,>(spec: DialogSpec, toResult: (text: string) => Result) =>
      new Promise<Result>((resolve, reject) => {
        const entry: Request = {
          id: (lastRequestId += 1),
          spec,
          settle: (text) => {
            if (!unsettled.delete(entry)) return;
            if (text === null) reject(false);
            else resolve(toResult(text));
          },
        };
        unsettled.add(entry);
        setQueue((current) => [...current, entry]);
      }),
    [unsettled],
  );

  // Callers awaiting a dialog must not hang when the app shell goes away under it.
  useEffect(() => () => unsettled.forEach((entry) => entry.settle(null)), [unsettled]);

  const api = useMemo<DialogApi>(() => {
    const confirmed = () => true as const;
    return {
      confirm: (options) => request({ kind: 'confirm', options }, confirmed),
      confirmSoft: (options) => request({ kind: 'soft', options }, confirmed),
      confirmHard: (options) => request({ kind: 'hard', options }, confirmed),
      prompt: (options) => request({ kind: 'prompt', options }, (text) => text),
    };
  }, [request]);

  const current = queue[0];
  const answer = (text: string | null) => {
    if (!current) return;
    current.settle(text);
    setClosingId(current.id);
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <DialogView
            key={current.id}
            spec={current.spec}
            open={current.id !== closingId}
            onConfirm={(text) => answer(text)}
            onCancel={() => answer(null)}
            onExited={() => setQueue((pending) => pending.filter((entry) => entry.id !== current.id))}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
