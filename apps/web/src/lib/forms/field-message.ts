import type { Namespace, TFunction } from 'i18next';
import { FIELD_MESSAGES, LOGIN_MESSAGES } from '@kinderly/shared';

type FieldMessageKey = keyof typeof FIELD_MESSAGES | keyof typeof LOGIN_MESSAGES;

// The shared schemas (and the server, which parses with them) speak English; each known text has a catalogue key.
// Read from the constants, not the schemas: the entry pages show these before zod is loaded (on the first submit).
const KEYS = new Map<string, FieldMessageKey>(
  (Object.entries({ ...FIELD_MESSAGES, ...LOGIN_MESSAGES }) as [FieldMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/** The `t` of any namespace: the messages are looked up in `common` whichever namespace the caller reads. */
export type AnyTFunction = TFunction<Namespace>;

/** A validation message from the shared schemas or the server, in the reader's language when it is a known one. */
export function translateFieldMessage(t: AnyTFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message);
  return key ? (t as TFunction<'common'>)(`fieldErrors.${key}`, { ns: 'common' }) : message;
}

export const FIELD_MESSAGE_KEYS = [...new Set(KEYS.values())];
