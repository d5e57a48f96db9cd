/**
 * The scripts a visitor's page will start with, fetched into the cache once the page has loaded (ADR 026). The
 * server lists them in a JSON script (`kinderly-prefetch`) rather than as `<link rel="prefetch">` in the head: a
 * link in the head starts its fetch while the page is parsed, and on a slow network ~100 of them shared the first
 * second with the page's own text and CSS (Lighthouse then counted them before the largest paint).
 */
export const PREFETCH_LIST_ID = 'kinderly-prefetch';

/** Links added per idle turn: each starts a fetch, so a hundred at once made one long task. */
const PER_TURN = 8;

function listed(doc: Document): string[] {
  const text = doc.getElementById(PREFETCH_LIST_ID)?.textContent;
  if (!text) return [];
  try {
    const urls: unknown = JSON.parse(text);
    return Array.isArray(urls)
      ? urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/'))
      : [];
  } catch {
    return [];
  }
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);

/** After the page's `load`, adds a prefetch link for each listed script, a few per idle turn. */
export function prefetchWhenLoaded(doc: Document = document): void {
  const urls = listed(doc);
  if (urls.length === 0) return;
  const addSome = () => {
    for (const url of urls.splice(0, PER_TURN)) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      // As the module loader will ask for it, so the cached answer is the one it takes.
      link.crossOrigin = '';
      doc.head.append(link);
    }
    if (urls.length > 0) whenIdle(addSome);
  };
  if (doc.readyState === 'complete') whenIdle(addSome);
  else doc.defaultView?.addEventListener('load', () => whenIdle(addSome), { once: true });
}
