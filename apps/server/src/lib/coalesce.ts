/**
 * Groups calls that arrive close together into one run of `work`: a call made while `concurrency` runs are under
 * way waits for the next run, which takes everything waiting (at most `max`); an idle one runs on the next turn of
 * the event loop, with whatever arrived in the same turn. `work` answers one value per item, in order; an Error
 * among them rejects that call only, and a thrown error rejects the whole run's calls.
 */
export function coalesce<T, R>(
  work: (items: T[]) => Promise<(R | Error)[]>,
  { max = 500, concurrency = 1 }: { max?: number; concurrency?: number } = {},
): (item: T) => Promise<R> {
  const waiting: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;

  function startRuns() {
    scheduled = false;
    while (running < concurrency && waiting.length > 0) {
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
      waiting.push({ item, resolve, reject });
      if (running < concurrency && !scheduled) {
        scheduled = true;
        setImmediate(startRuns);
      }
    });
}
