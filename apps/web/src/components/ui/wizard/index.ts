export { WizardActions, type WizardActionsProps } from './wizard-actions.tsx';
export { WizardCompactProgress } from './wizard-compact-progress.tsx';
export { WizardLayout, type WizardLayoutProps } from './wizard-layout.tsx';
export { WizardStepList } from './wizard-step-list.tsx';
export type { WizardStep, WizardStepStatus } from './wizard-types.ts';
