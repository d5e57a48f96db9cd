/**
 * Builds API paths from templates such as `/api/child/{id}/waitlist/{ticket}`. SPEC section 5: every placeholder
 * must have a value, otherwise the call fails with `Missing parameter: {name}` before any request is sent.
 */
export type PathParamValue = string | number | boolean | null | undefined;
export type QueryValue = PathParamValue | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** The placeholder names of a template, e.g. `'id' | 'ticket'`. */
export type PathParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

// Values may still be null or undefined at run time (a child not loaded yet); the type admits them so that
// such calls reach the documented error rather than a cast.
export type PathParams<Template extends string> = { [Name in PathParamNames<Template>]: PathParamValue };

const PLACEHOLDER = /\{([^{}]+)\}/g;

function isMissing(value: PathParamValue): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** A template known only as `string` cannot be checked, so any parameters are accepted and checked at run time. */
export type BuildPathArgs<Template extends string> = string extends Template
  ? [params?: Record<string, PathParamValue>, query?: QueryParams]
  : [PathParamNames<Template>] extends [never]
    ? [params?: Record<string, never>, query?: QueryParams]
    : [params: PathParams<Template>, query?: QueryParams];

export function buildPath<Template extends string>(
  template: Template,
  ...[params, query]: BuildPathArgs<Template>
): string {
  const values: Record<string, PathParamValue> = params ?? {};
  const path = template.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (isMissing(value)) throw new Error(`Missing parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
  return appendQuery(path, query);
}

/** Appends `query` with URLSearchParams encoding; undefined and null values are left out, arrays repeat the key. */
export function appendQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const encoded = search.toString();
  if (!encoded) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}`;
}
