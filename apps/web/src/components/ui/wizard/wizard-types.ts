/** What the saved data says about a step. The step being shown is "current" whatever its saved status. */
export type WizardStepStatus = 'done' | 'skipped' | 'todo';

export type WizardStep = {
  /** The step's address segment (`child-info`); also its identity. */
  slug: string;
  /** The step's name, already translated. */
  label: string;
  status: WizardStepStatus;
  /**
   * Where the step list links to, or null while the step cannot be opened yet (for example before the first
   * step has created the record the others belong to). Reachability comes from saved data, never client memory.
   */
  href: string | null;
};
