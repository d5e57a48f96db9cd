import { useQuery } from '@tanstack/react-query';
import { EmailSchema, UserNameSchema } from '@kinderly/shared';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { validateEmailQueryOptions } from '../api/validate-email.ts';
import { validateUserNameQueryOptions } from '../api/validate-user-name.ts';

/** Wait after the last keystroke before asking the server. */
export const LIVE_CHECK_DEBOUNCE_MS = 400;

export type Availability =
  { status: 'idle' } | { status: 'checking' } | { status: 'available' } | { status: 'taken'; messages: string[] };

const CHECKS = {
  email: { schema: EmailSchema, options: validateEmailQueryOptions },
  userName: { schema: UserNameSchema, options: validateUserNameQueryOptions },
} as const;

/**
 * The live server check of an e-mail or a user name (SPEC section 5), once typing has settled. Only well-formed
 * values are sent: the form's own validation already explains the others.
 */
export function useAvailability(kind: keyof typeof CHECKS, value: string): Availability {
  const { schema, options } = CHECKS[kind];
  const typed = value.trim();
  const settled = useDebouncedValue(typed, LIVE_CHECK_DEBOUNCE_MS);
  const wellFormed = settled !== '' && schema.safeParse(settled).success;
  const query = useQuery({ ...options(settled), enabled: wellFormed });

  if (!wellFormed || typed !== settled) return { status: 'idle' };
  if (query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'idle' };
  return query.data.isValid ? { status: 'available' } : { status: 'taken', messages: query.data.messages };
}
