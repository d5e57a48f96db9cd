import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SandboxOnboardingRequestSchema,
  type ConnectedAccountLink,
  type SandboxOnboardingInput,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { MaskedTextField } from '../../../components/ui/masked-text-field.tsx';
import { POSTAL_CODE_MASK } from '../../../lib/input-mask.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSubmitSandboxOnboarding } from '../api/submit-sandbox-onboarding.ts';
import { usePaymentMessage } from '../lib/payment-message.ts';

type Values = SandboxOnboardingInput;
const FIELDS = [
  'legalName',
  'dateOfBirth',
  'addressLine1',
  'city',
  'province',
  'postalCode',
  'transitNumber',
  'institutionNumber',
  'accountNumber',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * The sandbox's stand-in for Stripe's hosted onboarding. "Save and finish later" keeps what is filled (the account
 * stays pending); "Submit" needs every field. The bank account number is sent once; only its last 4 are kept.
 */
export function SandboxOnboardingForm({ onDone }: { onDone: (account: ConnectedAccountLink) => void }) {
  const { t } = useTranslation('payments');
  const message = usePaymentMessage();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSubmitSandboxOnboarding();
  const form = useForm<Values>({
    resolver: zodFormResolver(SandboxOnboardingRequestSchema) as never,
    defaultValues: { ...Object.fromEntries(FIELDS.map((name) => [name, ''])), submit: false } as Values,
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);

  const send = (submit: boolean) => {
    form.setValue('submit', submit);
    return form.handleSubmit(async (values) => {
      clearFormErrors();
      try {
        const account = await save.mutateAsync({ ...values, postalCode: values.postalCode.toUpperCase(), submit });
        if (!submit) enqueueSnackbar(t('onboarding.savedLater'), { variant: 'info' });
        else if (account.state === 'verified') enqueueSnackbar(t('onboarding.verified'), { variant: 'success' });
        else if (account.state === 'restricted') enqueueSnackbar(t('onboarding.restricted'), { variant: 'warning' });
        onDone(account);
      } catch (error) {
        handleServerError(error);
      }
    })();
  };

  const field = (name: Field, help?: string) => ({
    ...form.register(name),
    label: t(`onboarding.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? help,
    // "Submit" needs every field; "Save and finish later" does not, but the marker says what finishing takes.
    required: true,
    fullWidth: true,
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={t('onboarding.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <FormAlert messages={formErrors.map((text) => message(text) ?? text)} />
        <Typography variant="subtitle1" component="h3">
          {t('onboarding.identity')}
        </Typography>
        <TextField {...field('legalName')} autoComplete="name" />
        <MaskedTextField
          {...field('dateOfBirth', t('onboarding.dateOfBirthHelp'))}
          mask="####-##-##"
          placeholder="YYYY-MM-DD"
          autoComplete="bday"
          slotProps={numeric}
        />
        <Typography variant="subtitle1" component="h3">
          {t('onboarding.address')}
        </Typography>
        <TextField {...field('addressLine1')} autoComplete="address-line1" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('city')} autoComplete="address-level2" />
          <MaskedTextField {...field('province')} mask="AA" placeholder="ON" autoComplete="address-level1" />
          <MaskedTextField {...field('postalCode')} mask={POSTAL_CODE_MASK} autoComplete="postal-code" />
        </Stack>
        <Typography variant="subtitle1" component="h3">
          {t('onboarding.bank')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MaskedTextField {...field('transitNumber')} mask="#####" slotProps={numeric} />
          <MaskedTextField {...field('institutionNumber')} mask="###" slotProps={numeric} />
        </Stack>
        <MaskedTextField
          {...field('accountNumber', t('onboarding.accountNumberHelp'))}
          mask="############"
          autoComplete="off"
          slotProps={numeric}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('onboarding.saving') : t('onboarding.submit')}
          </Button>
          <Button variant="outlined" disabled={isSubmitting} onClick={() => void send(false)}>
            {t('onboarding.saveLater')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
