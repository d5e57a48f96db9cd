import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, childRecord, progress, referenceData } from '../test/fixtures.ts';

function openStep(slug: string) {
  signInFakeUser({ role: Role.Parent });
  stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/enrollment/getInitialData': json(200, referenceData),
    'GET /api/enrollment/getChildEnrollmentStep': json(200, progress()),
    'GET /api/enrollment/getChildRecord': json(200, childRecord),
    'POST /api/enrollment/updateCurrentViewedStep': json(200, progress()),
  });
  return renderApp(`/app/enroll/${slug}?childId=${CHILD_ID}`);
}

/** `required` on the control (so aria-required), found by its exact name: the asterisk stays out of it. */
async function expectRequired(role: 'textbox' | 'combobox' | 'spinbutton', name: string) {
  const control = await screen.findByRole(role, { name }, { timeout: 5000 });
  expect(control).toBeRequired();
  expect(control.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
}

// Whole pages with their lazy chunks on a busy machine.
describe('child enrolment steps mark the fields their schema requires', { timeout: 30_000 }, () => {
  it('child info: names, birth date, sex, and the languages group says "required"', async () => {
    openStep('child-info');
    await expectRequired('textbox', "Child's first name");
    await expectRequired('combobox', 'Sex');
    const birth = screen.getByLabelText('Date of birth', { exact: false });
    expect(birth).toBeRequired();
    expect(
      screen.getByRole('group', { name: /^Languages your child speaks or understands\s*\(required\)$/ }),
    ).toHaveTextContent('*');
  });

  it('feeding: the type, the diet and the daily counts', async () => {
    openStep('feeding-arrangement');
    await expectRequired('combobox', 'Feeding');
    await expectRequired('combobox', 'Diet');
    for (const name of ['Bottles a day', 'Meals a day', 'Snacks a day']) await expectRequired('spinbutton', name);
  });

  it('sleep, custody and toileting: their counts and choices', async () => {
    const { unmount } = openStep('sleep-arrangements');
    await expectRequired('spinbutton', 'Naps a day');
    await expectRequired('spinbutton', 'Daytime sleep in total (minutes)');
    unmount();
    const custody = openStep('custody-arrangement');
    await expectRequired('combobox', 'Custody');
    custody.unmount();
    openStep('physical-requirements');
    await expectRequired('combobox', 'Toileting');
  });
});
