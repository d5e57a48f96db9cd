import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that checks the form with the SAME shared schema the server parses, after turning the
 * form's values into the request (empty optional text to null, ids from the URL). Field paths stay the form's.
 */
export function zodFormResolver<Form extends FieldValues, Output>(
  schema: ZodType<Output>,
  toRequest: (values: Form) => unknown = (values) => values,
): Resolver<Form, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  return (values, context, options) =>
    resolve(toRequest(values) as FieldValues, context, options as never) as ReturnType<Resolver<Form, unknown, Output>>;
}
