import type { FieldValues, Resolver } from 'react-hook-form';
import { toChunkLoadError } from '../lazy-route.ts';

/**
 * A resolver fetched on the first validation (the first submit) instead of with the page: its module brings the
 * shared schema and zod, which a page the server rendered has no use for until the form is sent (ADR 018). A fetch
 * that fails is reported as a ChunkLoadError and tried again on the next submit.
 */
export function lazyFormResolver<Form extends FieldValues, Output>(
  load: () => Promise<Resolver<Form, unknown, Output>>,
): Resolver<Form, unknown, Output> {
  let loading: Promise<Resolver<Form, unknown, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw toChunkLoadError(error) ?? error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
