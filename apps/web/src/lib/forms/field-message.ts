import type { Namespace, TFunction } from 'i18next';
import { FIELD_MESSAGES, LoginRequestSchema } from '@kinderly/shared';

type FieldMessageKey = keyof typeof FIELD_MESSAGES | 'loginRequired' | 'passwordRequired';

function messageOf(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

// The shared schemas (and the server, which parses with them) speak English; each known text has a catalogue key.
const KEYS = new Map<string, FieldMessageKey>(
  (Object.entries(FIELD_MESSAGES) as [keyof typeof FIELD_MESSAGES, string][]).map(([key, text]) => [text, key]),
);
const loginRequired = messageOf(LoginRequestSchema.shape.userNameOrEmail, '');
const passwordRequired = messageOf(LoginRequestSchema.shape.password, '');
if (loginRequired) KEYS.set(loginRequired, 'loginRequired');
if (passwordRequired) KEYS.set(passwordRequired, 'passwordRequired');

/** The `t` of any namespace: the messages are looked up in `common` whichever namespace the caller reads. */
export type AnyTFunction = TFunction<Namespace>;

/** A validation message from the shared schemas or the server, in the reader's language when it is a known one. */
export function translateFieldMessage(t: AnyTFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message);
  return key ? (t as TFunction<'common'>)(`fieldErrors.${key}`, { ns: 'common' }) : message;
}

export const FIELD_MESSAGE_KEYS = [...new Set(KEYS.values())];
