import type { EnrollmentSteps } from '@kinderly/shared';

/**
 * What the wizard and the stand-alone pages give a step form: the form renders `<form id={formId}>` (its submit
 * button lives outside, in the wizard's actions or the page's Save), reports when a save is running, and hands
 * the step counters of a successful save back.
 */
export type StepFormProps = {
  formId: string;
  onSaved: (steps: EnrollmentSteps) => void;
  onPendingChange: (pending: boolean) => void;
};
