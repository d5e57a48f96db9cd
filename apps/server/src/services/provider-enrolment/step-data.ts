import type { EnrollmentSteps } from '@kinderly/shared';
import type { ColumnStep } from './column-steps.ts';
import { enrollmentStepsOf, isStepCompleted, updateProviderAndStep } from './enrollment-steps.ts';
import { resolveOwnedProvider, type ProviderContext } from './provider-access.ts';

/** Read of a column step: its data, or null while the step was never saved. */
export async function getColumnStep<T>(context: ProviderContext, step: ColumnStep<T>): Promise<{ data: T | null }> {
  const row = await resolveOwnedProvider(context);
  return { data: isStepCompleted(row, step.slug) ? step.read(row) : null };
}

/** Save or update of a column step (the same upsert): stores the data and marks the step completed. */
export async function saveColumnStep<T>(
  context: ProviderContext,
  step: ColumnStep<T>,
  input: T,
): Promise<{ data: T; enrollmentSteps: EnrollmentSteps }> {
  const provider = await resolveOwnedProvider(context);
  const row = await context.db.transaction((tx) =>
    updateProviderAndStep(tx, provider.id, step.write(input), step.slug),
  );
  return { data: step.read(row), enrollmentSteps: enrollmentStepsOf(row) };
}
