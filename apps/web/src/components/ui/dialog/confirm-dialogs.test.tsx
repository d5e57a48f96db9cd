import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteChild, dismissed, setup } from './dialog-test-harness.tsx';

describe('confirm', () => {
  it('is an alert dialog named by its title and described by its message, resolving true on confirm', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Emma?' });
    expect(dialog).toHaveAccessibleDescription('Her enrolment and bookings will be removed.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('uses the given button texts', async () => {
    const { user, openDialog, outcome } = setup((dialog) =>
      dialog.confirm({ ...deleteChild, confirmText: 'Delete', cancelText: 'Keep' }),
    );
    await openDialog();

    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));

    await expect(outcome()).resolves.toEqual(dismissed);
  });

  it('rejects with false on Cancel', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await expect(outcome()).resolves.toEqual(dismissed);
  });

  it('rejects with false on Escape and gives focus back to the opener', async () => {
    const { user, opener, openDialog, outcome } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    await expect(outcome()).resolves.toEqual(dismissed);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('rejects with false on a backdrop click', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();

    await user.click(document.querySelector<HTMLElement>('.MuiBackdrop-root')!);

    await expect(outcome()).resolves.toEqual(dismissed);
  });

  it('gives focus back to the opener after confirming too', async () => {
    const { user, opener, openDialog, outcome } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();
    expect(opener).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await outcome();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('confirmSoft', () => {
  it('needs three presses by default, counting down on the button', async () => {
    const { user, openDialog, outcome, isSettled } = setup((dialog) => dialog.confirmSoft(deleteChild));
    await openDialog();

    await user.click(screen.getByRole('button', { name: 'Confirm (3)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm (2)' }));
    expect(isSettled()).toBe(false);
    expect(screen.getByText('Presses left to confirm: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm (1)' }));

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
  });

  it('takes clicksCount and the confirm text', async () => {
    const { user, openDialog, outcome, isSettled } = setup((dialog) =>
      dialog.confirmSoft({ ...deleteChild, confirmText: 'Delete', clicksCount: 2 }),
    );
    await openDialog();

    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    expect(isSettled()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
  });

  it('rejects with false when cancelled part way', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirmSoft(deleteChild));
    await openDialog();

    await user.click(screen.getByRole('button', { name: 'Confirm (3)' }));
    await user.keyboard('{Escape}');

    await expect(outcome()).resolves.toEqual(dismissed);
  });
});

describe('confirmHard', () => {
  it('keeps confirm disabled until the text equals "continue" exactly', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirmHard(deleteChild));
    await openDialog();
    const field = screen.getByRole('textbox', { name: 'Type "continue" to confirm' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(field).toHaveFocus();
    expect(confirm).toBeDisabled();

    for (const attempt of ['Continue', 'continue ', 'continu']) {
      await user.clear(field);
      await user.type(field, `${attempt}{Enter}`);
      expect(confirm).toBeDisabled();
    }
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'continue');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
  });

  it('takes a verification word, and confirms with Enter once it matches', async () => {
    const { user, openDialog, outcome } = setup((dialog) =>
      dialog.confirmHard({ ...deleteChild, verificationWord: 'EMMA' }),
    );
    await openDialog();

    await user.type(screen.getByRole('textbox', { name: 'Type "EMMA" to confirm' }), 'EMMA{Enter}');

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
  });

  it('rejects with false on Escape', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.confirmHard(deleteChild));
    await openDialog();

    await user.keyboard('cont{Escape}');

    await expect(outcome()).resolves.toEqual(dismissed);
  });
});
