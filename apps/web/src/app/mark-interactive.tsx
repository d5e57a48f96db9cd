import { useEffect, type ReactNode } from 'react';
import { replayEarlyInteraction } from './first-interaction.ts';

/** Set on the public pages' frame, which hydrates in parts and marks the document itself (PublicFrame). */
export const MARKS_ITSELF_ATTRIBUTE = 'data-marks-interactive';

function markInteractive() {
  document.documentElement.dataset.interactive = 'true';
  // What a visitor did while the page's scripts started now reaches the app (ADR 026).
  replayEarlyInteraction();
}

/**
 * Marks the document `data-interactive` once the first render (or the hydration of the server's markup) has
 * committed: from then on a click or a key press is handled. Renders nothing of its own, so the markup stays the
 * server's. A public page's frame hydrates its banner, main and footer as separate parts after the root (so no
 * single task blocks the page for long) and marks the document with its own `PartsHydrated` once they are in.
 */
export function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!document.querySelector(`[${MARKS_ITSELF_ATTRIBUTE}]`)) markInteractive();
  }, []);
  return children;
}

/** Placed last in the public frame's main part: its effect runs once that part has hydrated (or rendered). */
export function PartsHydrated() {
  useEffect(markInteractive, []);
  return null;
}
