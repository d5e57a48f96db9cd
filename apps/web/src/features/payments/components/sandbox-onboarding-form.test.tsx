import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SandboxOnboardingForm } from './sandbox-onboarding-form.tsx';

const FIELDS = [
  'Legal name',
  'Date of birth',
  'Street address',
  'City',
  'Province or territory',
  'Postal code',
  'Transit number',
  'Institution number',
  'Account number',
];

describe('sandbox payout onboarding form', () => {
  it('marks all nine fields required, and their names stay the bare labels', () => {
    renderWithProviders(<SandboxOnboardingForm onDone={vi.fn()} />);
    for (const name of FIELDS) {
      // Exact name: MUI's asterisk is aria-hidden, so label locators (e2e) keep matching.
      const input = screen.getByRole('textbox', { name });
      expect(input).toBeRequired();
      expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(/\*$/);
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(FIELDS.length);
  });
});
