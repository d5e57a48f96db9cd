export { isDialogDismissed, useDialog } from './dialog-context.ts';
export { DialogProvider } from './dialog-provider.tsx';
export type {
  ConfirmOptions,
  DialogApi,
  HardConfirmOptions,
  PromptOptions,
  SoftConfirmOptions,
} from './dialog-types.ts';
