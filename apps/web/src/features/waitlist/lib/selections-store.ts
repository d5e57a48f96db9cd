import { z } from 'zod';
import { create } from 'zustand';
import { waitlistSelectionsSchema, type WaitlistSelections } from '@kinderly/shared';
import { onAppReset } from '../../../lib/auth/index.ts';
import { loadCompressed, removeStored, saveCompressed } from '../../../lib/compressed-storage.ts';

/** The one localStorage key of the waitlist wizard's selections (SPEC section 3), compressed and base64 (section 9). */
export const WAITLIST_STORAGE_KEY = 'kinderly.waitlist';

const storedWaitlistSchema = z.object({
  /** The child the wizard runs for: another child's wizard starts from nothing. */
  childId: z.string(),
  /** The ticket the wizard edits (its id in the query), or null for a new entry. */
  ticketId: z.string().nullable(),
  selections: waitlistSelectionsSchema,
});
export type StoredWaitlist = z.infer<typeof storedWaitlistSchema>;

/** The saved copy, or null when there is none or it cannot be read (an older shape, a damaged value). */
export function readStoredWaitlist(): StoredWaitlist | null {
  return loadCompressed(WAITLIST_STORAGE_KEY, storedWaitlistSchema);
}

export const useWaitlistStore = create<{ stored: StoredWaitlist | null }>()(() => ({ stored: readStoredWaitlist() }));

function store(next: StoredWaitlist | null): void {
  if (next) saveCompressed(WAITLIST_STORAGE_KEY, next);
  else removeStored(WAITLIST_STORAGE_KEY);
  useWaitlistStore.setState({ stored: next });
}

/** Whether the saved copy is this wizard's (this child, and this ticket or none). */
export const isWizardCopy = (stored: StoredWaitlist | null, childId: string, ticketId: string | null) =>
  stored !== null && stored.childId === childId && stored.ticketId === ticketId;
const sameWizard = isWizardCopy;

/**
 * The selections of the wizard for this child (and ticket): the saved ones when they are this wizard's, else
 * nothing yet. Another child's or another ticket's copy is not shown here.
 */
export function selectionsFor(
  stored: StoredWaitlist | null,
  childId: string,
  ticketId: string | null = null,
): WaitlistSelections {
  return sameWizard(stored, childId, ticketId) ? (stored?.selections ?? {}) : {};
}

/**
 * Starts the wizard for a child: what was saved for this wizard when there is a copy (answers given since, not yet
 * confirmed), else `initial` (an existing ticket's answers, to edit it) or nothing.
 */
export function startWaitlistWizard(childId: string, ticketId: string | null = null, initial?: WaitlistSelections) {
  const stored = useWaitlistStore.getState().stored;
  if (!sameWizard(stored, childId, ticketId)) store({ childId, ticketId, selections: initial ?? {} });
}

/** Records a step's answers (merged into the others) and saves them. */
export function updateWaitlistSelections(childId: string, ticketId: string | null, patch: WaitlistSelections): void {
  const stored = useWaitlistStore.getState().stored;
  store({ childId, ticketId, selections: { ...selectionsFor(stored, childId, ticketId), ...patch } });
}

/** SPEC section 4: clearing the waitlist data empties it and removes the saved copy (after a confirm, or on sign-out). */
export function clearWaitlistData(): void {
  store(null);
}

// Another person signing in on this device must not find this family's answers.
onAppReset(clearWaitlistData);
