/**
 * Groups calls that arrive close together into one run of `work`: a call made while `concurrency` runs are under
 * way waits for the next run, which takes everything waiting (at most `max`); an idle one runs on the next turn of
 * the event loop, with whatever arrived in the same turn. With `lingerMs`, a run that would take fewer than `max`
 * calls waits until its oldest call has waited that long, so that later calls join it (fewer, larger runs where
 * each run has a high fixed cost). `work` answers one value per item, in order; an Error among them rejects that
 * call only, and a thrown error rejects the whole run's calls.
 */
export function coalesce<T, R>(
  work: (items: T[]) => Promise<(R | Error)[]>,
  { max = 500, concurrency = 1, lingerMs = 0 }: { max?: number; concurrency?: number; lingerMs?: number } = {},
): (item: T) => Promise<R> {
  const waiting: { item: T; since: number; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;
  let lingering: NodeJS.Timeout | null = null;

  function startRuns() {
    scheduled = false;
    if (lingering) clearTimeout(lingering);
    lingering = null;
    while (running < concurrency && waiting.length > 0) {
      const wait = waiting.length < max ? lingerMs - (performance.now() - waiting[0]!.since) : 0;
      if (wait > 0) {
        lingering = setTimeout(startRuns, wait);
        return;
      }
      const calls = waiting.splice(0, max);
      running++;
      work(calls.map((call) => call.item))
        .then(
          (results) =>
            calls.forEach((call, i) => {
              const result = results[i];
              if (result instanceof Error) call.reject(result);
              else call.resolve(result as R);
            }),
          (error: unknown) => calls.forEach((call) => call.reject(error)),
        )
        .finally(() => {
          running--;
          startRuns();
        });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, since: lingerMs > 0 ? performance.now() : 0, resolve, reject });
      // An idle queue starts on the next turn; a lingering one as soon as a full run is waiting.
      if (running < concurrency && !scheduled && (!lingering || waiting.length >= max)) {
        scheduled = true;
        setImmediate(startRuns);
      }
    });
}
