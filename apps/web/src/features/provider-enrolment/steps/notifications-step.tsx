import { FormControlLabel, FormGroup, FormLabel, Stack, Switch } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProviderNotificationsSchema, type ProviderNotifications } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useProviderNotifications } from '../api/get-notifications.ts';
import { useSaveProviderNotifications } from '../api/save-notifications.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FLAGS = [
  'emailOnBookingRequest',
  'emailOnBookingCancelled',
  'emailOnNewMessage',
  'emailOnWaitlistRequest',
  'emailOnPayment',
  'pushNotifications',
  'smsNotifications',
] as const satisfies readonly (keyof ProviderNotifications)[];

// What a provider would not want to miss is on by default; text messages cost, so they are opt-in.
const DEFAULTS: ProviderNotifications = {
  emailOnBookingRequest: true,
  emailOnBookingCancelled: true,
  emailOnNewMessage: true,
  emailOnWaitlistRequest: true,
  emailOnPayment: true,
  pushNotifications: true,
  smsNotifications: false,
};

/** Step settings-notifications: which events reach the provider, and how. */
export function NotificationsStep(props: StepFormProps) {
  const query = useProviderNotifications();
  return <StepData query={query}>{(data) => <NotificationsForm {...props} saved={data} />}</StepData>;
}

function NotificationsForm({ formId, saved, ...callbacks }: StepFormProps & { saved: ProviderNotifications | null }) {
  const { t } = useTranslation('provider-enrolment');
  const save = useSaveProviderNotifications();
  const form = useForm<ProviderNotifications>({
    resolver: zodFormResolver(ProviderNotificationsSchema),
    defaultValues: saved ?? DEFAULTS,
  });
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FLAGS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('notifications.legend')}
        </FormLabel>
        <FormGroup>
          {FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t(`notifications.flags.${flag}`)}
                  sx={{ py: 0.5 }}
                />
              )}
            />
          ))}
        </FormGroup>
      </Stack>
    </Stack>
  );
}
