import { toFieldKey } from '@kinderly/shared';

type Path = (string | number)[];

/** Parsed JSON, or a query string (whose parser's objects have a bare prototype); never a Buffer or a stream. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The path of the first string (in document order) that holds U+0000, which PostgreSQL refuses in text and
 * jsonb; a key holding it reports its object. Walks parsed JSON, query strings and form fields without
 * recursion, so a body nested thousands deep cannot overflow the stack; anything else (a Buffer) is skipped.
 */
export function findNulPath(value: unknown): Path | null {
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      if (keys.some((key) => key.includes('\u0000'))) return path;
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: current[keys[i]!], path: [...path, keys[i]!] });
    }
  }
  return null;
}

/** The field key (`Message`, `EmergencyContacts[0].Phone`) of the first NUL in `value`; `whole` when it is the value itself. */
export function nulFieldKey(value: unknown, whole: string): string | null {
  const path = findNulPath(value);
  if (!path) return null;
  return path.length > 0 ? toFieldKey(path) : whole;
}
