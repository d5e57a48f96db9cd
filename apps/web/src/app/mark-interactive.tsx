import { useEffect, type ReactNode } from 'react';

/**
 * Marks the document `data-interactive` once the first render (or the hydration of the server's markup) has
 * committed: from then on a click or a key press is handled. Renders nothing of its own, so the markup stays the
 * server's.
 */
export function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return children;
}
