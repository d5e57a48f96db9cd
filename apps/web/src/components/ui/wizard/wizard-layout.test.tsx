import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useNavigate, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { WizardLayout } from './wizard-layout.tsx';
import type { WizardStep, WizardStepStatus } from './wizard-types.ts';

const SLUGS = ['name', 'address', 'review'] as const;

type Harness = { statuses?: WizardStepStatus[]; reachable?: boolean[]; withSkip?: boolean };

function setup(
  path: string,
  { statuses = ['done', 'todo', 'todo'], reachable = [true, true, true], withSkip = true }: Harness = {},
) {
  const onSave = vi.fn();
  const onSkip = vi.fn();

  function StepPage() {
    const { step = '' } = useParams();
    const navigate = useNavigate();
    const steps: WizardStep[] = SLUGS.map((slug, index) => ({
      slug,
      label: `Label ${slug}`,
      status: statuses[index] ?? 'todo',
      href: reachable[index] ? `/w/${slug}` : null,
    }));
    const next = SLUGS[SLUGS.indexOf(step as (typeof SLUGS)[number]) + 1];
    return (
      <WizardLayout
        title="Test wizard"
        steps={steps}
        currentSlug={step}
        formId="step-form"
        onSkip={withSkip ? onSkip : undefined}
      >
        <form
          id="step-form"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(step);
            if (next) void navigate(`/w/${next}`);
          }}
        >
          <label>
            Field of {step}
            <input name="field" />
          </label>
        </form>
      </WizardLayout>
    );
  }

  const router = createMemoryRouter([{ path: '/w/:step', Component: StepPage }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { user, router, onSave, onSkip };
}

const stepNav = () => screen.getByRole('navigation', { name: 'Steps' });

describe('WizardLayout', () => {
  it('names the current step, its position and every step status', () => {
    setup('/w/address', { statuses: ['done', 'todo', 'skipped'] });

    expect(screen.getByRole('heading', { level: 1, name: 'Test wizard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Label address' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const nav = stepNav();
    expect(within(nav).getByRole('link', { name: 'Label name, done' })).toHaveAttribute('href', '/w/name');
    expect(within(nav).getByText('Label address').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('link', { name: 'Label review, skipped' })).toBeInTheDocument();
    // Done and skipped both count as settled.
    expect(within(nav).getByText('2 of 3 steps done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Steps done or skipped' })).toHaveAttribute('aria-valuenow', '67');
  });

  it('does not link a step that cannot be opened yet', () => {
    setup('/w/name', { statuses: ['todo', 'todo', 'todo'], reachable: [true, false, false] });

    expect(within(stepNav()).queryAllByRole('link')).toHaveLength(0);
    expect(within(stepNav()).getByText('Label address')).toBeInTheDocument();
  });

  it('submits the step form with Next and moves focus to the next step heading', async () => {
    const { user, router, onSave } = setup('/w/name');
    // Not on the first paint: a page opened afresh keeps the browser's focus.
    expect(screen.getByRole('heading', { level: 2, name: 'Label name' })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(onSave).toHaveBeenCalledWith('name');
    expect(router.state.location.pathname).toBe('/w/address');
    expect(screen.getByRole('heading', { level: 2, name: 'Label address' })).toHaveFocus();
  });

  it('is usable by keyboard: Enter in a field submits, Tab reaches Back, Skip and Next', async () => {
    const { user, onSave, onSkip } = setup('/w/address');

    await user.click(screen.getByLabelText('Field of address'));
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith('address');

    // Now on the review step: focus is on its heading, and Tab order continues inside the step.
    await user.tab();
    expect(screen.getByLabelText('Field of review')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('links Back to the previous step and has no Back on the first one, no Skip without onSkip', () => {
    setup('/w/address', { withSkip: false });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/w/name');
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
  });

  it('focuses the heading on the first paint only when asked (a remounted wizard)', () => {
    const steps = SLUGS.map((slug) => ({ slug, label: `Label ${slug}`, status: 'todo' as const, href: `/w/${slug}` }));
    const router = createMemoryRouter(
      [
        {
          path: '/w/:step',
          Component: () => (
            <WizardLayout title="Test wizard" steps={steps} currentSlug="address" formId="f" focusHeadingOnMount>
              <form id="f" />
            </WizardLayout>
          ),
        },
      ],
      { initialEntries: ['/w/address'] },
    );
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Label address' })).toHaveFocus();
  });

  it('has no Back on the first step', () => {
    setup('/w/name');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('lists the steps in a drawer on small screens and closes it after a choice', async () => {
    const { user, router } = setup('/w/review', { statuses: ['done', 'done', 'todo'] });

    await user.click(screen.getByRole('button', { name: 'All steps' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'Label name, done' }));

    expect(router.state.location.pathname).toBe('/w/name');
    // The drawer hides the page from assistive technology until its closing transition ends.
    expect(await screen.findByRole('heading', { level: 2, name: 'Label name' })).toHaveFocus();
  });
});
