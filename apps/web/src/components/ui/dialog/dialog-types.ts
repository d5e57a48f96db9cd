import type { ReactNode } from 'react';

/** SPEC section 4 dialogs. Titles and messages arrive translated; button texts default to the `dialog` catalogue. */
export type ConfirmOptions = {
  title: ReactNode;
  /** Phrasing content only: it is the dialog's accessible description. */
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Shows the confirm button in the error colour, for actions that delete or cannot be undone. */
  destructive?: boolean;
};

export type SoftConfirmOptions = ConfirmOptions & {
  /** How many presses of the confirm button it takes; `SOFT_CONFIRM_DEFAULT_CLICKS` by default. */
  clicksCount?: number;
};

export type HardConfirmOptions = ConfirmOptions & {
  /** The exact text to type before the confirm button is enabled; `HARD_CONFIRM_DEFAULT_WORD` by default. */
  verificationWord?: string;
};

export type PromptOptions = Omit<ConfirmOptions, 'message'> & {
  message?: ReactNode;
  label: string;
  defaultValue?: string;
  required?: boolean;
};

export type DialogSpec =
  | { kind: 'confirm'; options: ConfirmOptions }
  | { kind: 'soft'; options: SoftConfirmOptions }
  | { kind: 'hard'; options: HardConfirmOptions }
  | { kind: 'prompt'; options: PromptOptions };

/**
 * Every function resolves when the user confirms and rejects with `false` when the dialog is closed any other
 * way (Cancel, Escape, backdrop): SPEC section 4. Use `isDialogDismissed` to tell that apart from real errors.
 */
export type DialogApi = {
  confirm: (options: ConfirmOptions) => Promise<true>;
  confirmSoft: (options: SoftConfirmOptions) => Promise<true>;
  confirmHard: (options: HardConfirmOptions) => Promise<true>;
  /** Resolves with the text as typed. */
  prompt: (options: PromptOptions) => Promise<string>;
};
