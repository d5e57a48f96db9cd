import type { ChildRecord, InitialDataResponse } from '@kinderly/shared';

export type StepCallbacks = {
  /** The `id` of the step's `<form>`: the wizard's Next button submits it. */
  formId: string;
  /** After a successful save (of the child it names); the wizard goes on to the next step. */
  onSaved: (childId: string) => Promise<void>;
  setBusy: (busy: boolean) => void;
};

/** What the wizard page gives every step form. */
export type StepProps = StepCallbacks & {
  /** Null only on child-info before the first save has created the child. */
  childId: string | null;
  /** The saved record; each step starts from its part. Null for a new child. */
  record: ChildRecord | null;
  reference: InitialDataResponse;
};

/** A step that needs the child to exist (every step but child-info). */
export type ChildStepProps = StepProps & { childId: string; record: ChildRecord };
