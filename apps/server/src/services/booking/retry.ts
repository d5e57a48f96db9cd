/** PostgreSQL's "try again" errors: a deadlock or a serialisation failure rolls back the whole transaction. */
const RETRYABLE = new Set(['40P01', '40001']);

function codeOf(error: unknown): string | undefined {
  const direct = (error as { code?: unknown })?.code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** Runs a transaction again (up to `attempts` times) when the database rolled it back as a deadlock victim. */
export async function withTransactionRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
