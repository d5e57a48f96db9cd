import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { AgeGroupsStep } from './age-groups-step.tsx';
import { AvailabilityStep } from './availability-step.tsx';
import { CancellationStep } from './cancellation-step.tsx';
import { HouseholdStep } from './household-step.tsx';
import { ProgramStatementStep } from './program-statement-step.tsx';
import type { StepFormProps } from './step-form-props.ts';

const API = '/api/childcareProvider';

function renderStep(Step: ComponentType<StepFormProps>, ...readPaths: string[]) {
  signInFakeUser({ role: Role.HomeProvider });
  // Nothing saved yet: every step opens empty.
  stubFetch(Object.fromEntries(readPaths.map((path) => [`GET ${API}/${path}`, json(200, { data: null })])));
  return renderWithProviders(
    <>
      <Step formId="step" onSaved={vi.fn()} onPendingChange={vi.fn()} />
      <button type="submit" form="step">
        Save
      </button>
    </>,
  );
}

/** A required text box: `required` (so aria-required) and MUI's asterisk in its label. */
async function expectRequiredBox(name: string) {
  const input = await screen.findByLabelText(name, { exact: false, selector: 'input, textarea' });
  expect(input).toBeRequired();
  expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(/\*$/);
}

describe('provider enrolment steps mark the fields their schema requires', { timeout: 20_000 }, () => {
  it('availability: the first day, each age group and a holiday; a bad date names no format', async () => {
    const { user } = renderStep(AvailabilityStep, 'getAvailabilitySettings');
    await expectRequiredBox('First day you take children');
    // The accessible name stays the label alone: the asterisk is aria-hidden, so label locators keep working.
    expect(screen.getByRole('spinbutton', { name: 'Infant (0 to 18 months)' })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Add a day closed' }));
    await expectRequiredBox('Day closed 1: date');
    await expectRequiredBox('Day closed 1: reason');

    // An empty or half-typed date box gives the form '' (the browser's own format stays in the box).
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const startDate = screen.getByLabelText('First day you take children', { exact: false });
    expect(startDate).toHaveAccessibleDescription('Enter a valid date.');
    expect(document.body).not.toHaveTextContent(/YYYY|MM-DD/);
  });

  it('program statement: type, business name and the statement', async () => {
    renderStep(ProgramStatementStep, 'getProgramStatement');
    await expectRequiredBox('Name of your daycare');
    await expectRequiredBox('Program statement');
  });

  it('household: property type, visitors and each member', async () => {
    const { user } = renderStep(HouseholdStep, 'getHouseholdInfo');
    await screen.findByRole('button', { name: 'Add a person' });
    for (const name of ['Type of home', 'Visitors during care hours']) {
      // A select's label sits on its combobox; the asterisk beside it and the hidden input carry the rule.
      const field = screen.getByRole('combobox', { name }).closest('.MuiFormControl-root');
      expect(field?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
      expect(field?.querySelector('input')).toBeRequired();
    }
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await expectRequiredBox('Person 1: relationship');
    await expectRequiredBox('Person 1: age');
  });

  it('age groups: a required checkbox group says so in its legend', async () => {
    renderStep(AgeGroupsStep, 'getAcceptedAgeGroups', 'getAvailabilitySettings');
    const group = await screen.findByRole('group', { name: /required/ });
    expect(group).toHaveTextContent('*');
  });

  it('cancellation: the radio group is aria-required', async () => {
    renderStep(CancellationStep, 'getCancellationOptions');
    expect(await screen.findByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  });
});
