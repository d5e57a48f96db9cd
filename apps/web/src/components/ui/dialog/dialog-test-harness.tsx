import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from '../../../lib/i18n.ts';
import { DialogProvider, useDialog, type DialogApi } from './index.ts';

export type Outcome = { status: 'resolved'; value: unknown } | { status: 'rejected'; reason: unknown };

/** A page with one button that opens a dialog; `outcome()` settles with what the dialog's promise did. */
export function setup(open: (dialog: DialogApi) => Promise<unknown>, language: Language = 'en') {
  let settled: Outcome | undefined;
  let outcome: Promise<Outcome> | undefined;

  function Page() {
    const dialog = useDialog();
    const onClick = () => {
      // Handlers are attached at once, so a rejection is never reported as unhandled.
      outcome = open(dialog).then(
        (value): Outcome => (settled = { status: 'resolved', value }),
        (reason: unknown): Outcome => (settled = { status: 'rejected', reason }),
      );
    };
    return (
      <button type="button" onClick={onClick}>
        Open
      </button>
    );
  }

  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <DialogProvider>
        <Page />
      </DialogProvider>
    </I18nextProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  return {
    ...view,
    user,
    opener,
    // The dialog view is its own chunk, fetched on first use: wait until a dialog is on screen.
    openDialog: async () => {
      await user.click(opener);
      await waitFor(() => expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).not.toBeNull(), {
        timeout: 10_000,
      });
    },
    outcome: () => outcome ?? Promise.reject(new Error('The dialog was never opened.')),
    isSettled: () => settled !== undefined,
  };
}

export const dismissed: Outcome = { status: 'rejected', reason: false };
export const deleteChild = { title: 'Delete Emma?', message: 'Her enrolment and bookings will be removed.' };
