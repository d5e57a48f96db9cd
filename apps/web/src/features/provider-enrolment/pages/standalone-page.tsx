import { Button, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { WIZARD_BASE } from '../lib/wizard-steps.ts';
import { STEP_FORMS } from '../steps/step-registry.tsx';

type FormStep = keyof typeof STEP_FORMS;

/** One step's form outside the wizard, in its own titled section with its own Save. */
function StandaloneSection({ slug, headingLevel }: { slug: FormStep; headingLevel: 'h1' | 'h2' }) {
  const { t } = useTranslation('provider-enrolment');
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const onSaved = useCallback(
    () => enqueueSnackbar(t('standalone.saved'), { variant: 'success' }),
    [enqueueSnackbar, t],
  );
  const Form = STEP_FORMS[slug];
  return (
    <Paper
      component="section"
      aria-labelledby={headingLevel === 'h2' ? titleId : undefined}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        {headingLevel === 'h2' && (
          <Stack spacing={0.5}>
            <Typography id={titleId} variant="h6" component="h2">
              {t(`steps.${slug}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`stepIntro.${slug}`)}
            </Typography>
          </Stack>
        )}
        <Form formId={formId} onSaved={onSaved} onPendingChange={setBusy} />
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={busy}
          sx={{ alignSelf: { sm: 'flex-start' } }}
          aria-describedby={headingLevel === 'h2' ? titleId : undefined}
        >
          {busy ? t('standalone.saving') : t('standalone.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * A stand-alone settings page: the same step forms as the wizard, saved one by one, for a provider who has set up
 * their business and comes back to change one thing.
 */
export function StandalonePage({ titleKey, slugs }: { titleKey: StandaloneTitle; slugs: readonly FormStep[] }) {
  const { t } = useTranslation('provider-enrolment');
  const single = slugs.length === 1 ? slugs[0] : undefined;
  return (
    <>
      <PageHeader
        title={t(`standalone.titles.${titleKey}`)}
        intro={single ? t(`stepIntro.${single}`) : t(`standalone.intros.${titleKey as 'location'}`)}
      />
      <Stack spacing={3}>
        {slugs.map((slug) => (
          <StandaloneSection key={slug} slug={slug} headingLevel={single ? 'h1' : 'h2'} />
        ))}
        {/* primary.dark: the main colour on the grey page background is just under 4.5:1. */}
        <Button component={RouterLink} to={WIZARD_BASE} sx={{ alignSelf: 'flex-start', color: 'primary.dark' }}>
          {t('standalone.backToSetUp')}
        </Button>
      </Stack>
    </>
  );
}

export type StandaloneTitle = 'policies' | 'badges' | 'location' | 'familyAmenities' | 'homeSafety' | 'notifications';

const page = (titleKey: StandaloneTitle, slugs: readonly FormStep[]) =>
  function Page() {
    return <StandalonePage titleKey={titleKey} slugs={slugs} />;
  };

export const PoliciesPage = page('policies', ['policies-and-procedures']);
export const BadgesPage = page('badges', ['badges']);
export const LocationPage = page('location', ['location', 'get-location-automation']);
export const FamilyAmenitiesPage = page('familyAmenities', ['family-amenities']);
export const HomeSafetyPage = page('homeSafety', ['home-safety']);
export const NotificationSettingsPage = page('notifications', ['settings-notifications']);
