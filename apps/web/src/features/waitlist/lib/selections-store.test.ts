import { decompressFromBase64 } from 'lz-string';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../../lib/auth/index.ts';
import {
  clearWaitlistData,
  readStoredWaitlist,
  selectionsFor,
  startWaitlistWizard,
  updateWaitlistSelections,
  useWaitlistStore,
  WAITLIST_STORAGE_KEY,
} from './selections-store.ts';

afterEach(() => clearWaitlistData());

describe('waitlist selections in the browser (SPEC sections 3, 4, 9)', () => {
  it('keeps the selections under one key, compressed and base64-encoded, and reads them back', () => {
    startWaitlistWizard('child-1');
    updateWaitlistSelections('child-1', null, { ProviderTypes: [11, 12], Distance: 10 });
    updateWaitlistSelections('child-1', null, { ChildcareTypes: [21] });

    const raw = localStorage.getItem(WAITLIST_STORAGE_KEY) ?? '';
    expect(raw).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(raw).not.toContain('ProviderTypes');
    expect(JSON.parse(decompressFromBase64(raw))).toEqual({
      childId: 'child-1',
      ticketId: null,
      selections: { ProviderTypes: [11, 12], Distance: 10, ChildcareTypes: [21] },
    });
    expect(readStoredWaitlist()?.selections).toEqual({ ProviderTypes: [11, 12], Distance: 10, ChildcareTypes: [21] });
  });

  it("starts another child's wizard, or a ticket's, from nothing", () => {
    updateWaitlistSelections('child-1', null, { SchoolPlans: [3] });
    const stored = useWaitlistStore.getState().stored;
    expect(selectionsFor(stored, 'child-1')).toEqual({ SchoolPlans: [3] });
    expect(selectionsFor(stored, 'child-2')).toEqual({});
    expect(selectionsFor(stored, 'child-1', 'ticket-9')).toEqual({});

    startWaitlistWizard('child-1');
    expect(selectionsFor(useWaitlistStore.getState().stored, 'child-1')).toEqual({ SchoolPlans: [3] });
    startWaitlistWizard('child-2');
    expect(readStoredWaitlist()).toEqual({ childId: 'child-2', ticketId: null, selections: {} });
  });

  it("starts a ticket's wizard from the ticket's answers", () => {
    startWaitlistWizard('child-1', 'ticket-9', { Distance: 25, PaymentOptions: [2] });
    expect(readStoredWaitlist()).toEqual({
      childId: 'child-1',
      ticketId: 'ticket-9',
      selections: { Distance: 25, PaymentOptions: [2] },
    });
  });

  it('clearing empties the selections and removes the saved copy; so does signing out', () => {
    updateWaitlistSelections('child-1', null, { Distance: 5 });
    clearWaitlistData();
    expect(localStorage.getItem(WAITLIST_STORAGE_KEY)).toBeNull();
    expect(useWaitlistStore.getState().stored).toBeNull();

    updateWaitlistSelections('child-1', null, { Distance: 5 });
    resetAppState();
    expect(localStorage.getItem(WAITLIST_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem(WAITLIST_STORAGE_KEY, 'not lz-string');
    expect(readStoredWaitlist()).toBeNull();
  });
});
