import { renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteChild, dismissed, setup } from './dialog-test-harness.tsx';
import { isDialogDismissed, useDialog } from './index.ts';

describe('prompt', () => {
  const rename = { title: 'Rename the room', label: 'Room name' };

  it('resolves with the typed text', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.prompt({ ...rename, defaultValue: 'Blue' }));
    await openDialog();
    const field = screen.getByRole('textbox', { name: 'Room name' });
    expect(screen.getByRole('dialog', { name: 'Rename the room' })).toBeInTheDocument();
    expect(field).toHaveValue('Blue');

    await user.type(field, ' room{Enter}');

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: 'Blue room' });
  });

  it('asks again when a required text is empty', async () => {
    const { user, openDialog, outcome, isSettled } = setup((dialog) => dialog.prompt({ ...rename, required: true }));
    await openDialog();
    const field = screen.getByRole('textbox', { name: 'Room name' });
    expect(field).toBeRequired();

    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(isSettled()).toBe(false);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('This field is required.');

    await user.type(field, 'Green');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: '   Green' });
  });

  it('rejects with false on Cancel', async () => {
    const { user, openDialog, outcome } = setup((dialog) => dialog.prompt(rename));
    await openDialog();

    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Red');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await expect(outcome()).resolves.toEqual(dismissed);
  });
});

describe('DialogProvider', () => {
  it('shows the default texts in French', async () => {
    const { openDialog } = setup((dialog) => dialog.confirmSoft(deleteChild), 'fr');
    await openDialog();

    expect(screen.getByRole('button', { name: 'Confirmer (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('shows dialogs asked for together one after the other', async () => {
    let second: Promise<string> | undefined;
    const { user, openDialog, outcome } = setup((dialog) => {
      second = dialog.prompt({ title: 'Second', label: 'Note' });
      return dialog.confirm({ title: 'First', message: 'One' });
    });
    await openDialog();
    // The prompt was asked for first, so the confirmation waits until it is answered.
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'First' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'ok{Enter}');
    await expect(second).resolves.toBe('ok');
    const first = await screen.findByRole('alertdialog', { name: 'First' });
    await user.click(within(first).getByRole('button', { name: 'Confirm' }));

    await expect(outcome()).resolves.toEqual({ status: 'resolved', value: true });
  });

  it('rejects a dialog still open with false when it unmounts', async () => {
    const { openDialog, outcome, unmount } = setup((dialog) => dialog.confirm(deleteChild));
    await openDialog();

    unmount();

    await expect(outcome()).resolves.toEqual(dismissed);
  });

  it('must be mounted for useDialog', () => {
    expect(() => renderHook(() => useDialog())).toThrow('useDialog must be used inside <DialogProvider>.');
  });
});

describe('isDialogDismissed', () => {
  it('recognises only the false rejection', () => {
    expect(isDialogDismissed(false)).toBe(true);
    expect(isDialogDismissed(new Error('false'))).toBe(false);
    expect(isDialogDismissed(0)).toBe(false);
    expect(isDialogDismissed(undefined)).toBe(false);
  });
});
