import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PROVIDER_ENROLMENT_STEP_NOT_LOADED, PROVIDER_ENROLMENT_STEP_SLUGS } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { WizardLayout, type WizardStep } from '../../../components/ui/wizard/index.ts';
import { useEnrollmentSteps } from '../api/get-enrollment-steps.ts';
import { providerKeys } from '../api/query-keys.ts';
import { isStepSlug, resumeStep, stepAfter, stepPath, stepStates, WIZARD_BASE } from '../lib/wizard-steps.ts';
import type { ProviderWizardContext } from '../wizard-context.ts';

const FORM_ID = 'provider-enrolment-step';
const BASE = /^\/app\/enroll-childcare(?:-provider)?/;

/**
 * /app/enroll-childcare/{step} (also /app/enroll-childcare-provider/{step}): the 16 steps in the spec's order. The
 * step is in the address; which steps open comes from the saved counters; Next saves the step and moves on.
 */
export function ProviderWizardPage() {
  const { t } = useTranslation('provider-enrolment');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const saved = useEnrollmentSteps();
  const [busy, setBusy] = useState(false);
  // SPEC section 4: the enrolment step is -1 until the counters are loaded.
  const enrolmentStep = saved.data?.enrollmentStep ?? PROVIDER_ENROLMENT_STEP_NOT_LOADED;

  const base = BASE.exec(pathname)?.[0] ?? WIZARD_BASE;
  const slug = pathname.slice(base.length).split('/').filter(Boolean)[0];

  const onSaved = useCallback<ProviderWizardContext['onSaved']>(
    (steps) => {
      if (!isStepSlug(slug)) return;
      const next = stepAfter(slug);
      if (steps) queryClient.setQueryData(providerKeys.steps(), steps);
      if (next) {
        void navigate(stepPath(next, base));
        return;
      }
      enqueueSnackbar(t('wizard.finished'), { variant: 'success' });
      void navigate('/app/home');
    },
    [slug, base, navigate, queryClient, enqueueSnackbar, t],
  );
  const context = useMemo<ProviderWizardContext>(
    () => ({ formId: FORM_ID, onSaved, onPendingChange: setBusy }),
    [onSaved],
  );

  if (enrolmentStep === PROVIDER_ENROLMENT_STEP_NOT_LOADED) {
    if (saved.isError) return <LoadError onRetry={() => void saved.refetch()} />;
    return <LoadingState />;
  }
  const states = stepStates(saved.data!);
  // The first load opens the saved step; an address naming a step that is not open yet does the same.
  if (!slug || (isStepSlug(slug) && !states.find((state) => state.slug === slug)?.reachable))
    return <Navigate to={stepPath(resumeStep(saved.data!), base)} replace />;

  const steps: WizardStep[] = states.map((state) => ({
    slug: state.slug,
    label: t(`steps.${state.slug}`),
    status: state.status,
    href: state.reachable ? stepPath(state.slug, base) : null,
  }));
  const isLast = slug === PROVIDER_ENROLMENT_STEP_SLUGS.at(-1);

  return (
    <WizardLayout
      title={t('wizard.title')}
      intro={t('wizard.intro')}
      steps={steps}
      currentSlug={slug}
      description={isStepSlug(slug) ? t(`stepIntro.${slug}`) : undefined}
      formId={FORM_ID}
      busy={busy}
      nextLabel={isLast ? t('wizard.finish') : undefined}
    >
      {isStepSlug(slug) ? <Outlet context={context} /> : <Alert severity="warning">{t('wizard.notFound')}</Alert>}
    </WizardLayout>
  );
}
