import { Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { RegisterRequestSchema, type RegisterRequest, type User } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorProps } from '../../../lib/forms/error-props.ts';
import { translateFieldMessage } from '../../../lib/forms/field-message.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useRegister } from '../api/register.ts';
import { useAvailability } from '../hooks/use-availability.ts';
import { AvailabilityTextField } from './availability-text-field.tsx';
import {
  emptyRegisterForm,
  REGISTER_FIELDS,
  toRegisterRequest,
  type RegisterFormValues,
} from './register-form-values.ts';
import { RoleChoiceField } from './role-choice-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type RegisterFormProps = {
  initialRole: number | null;
  referralToken: string | null;
  onRegistered: (user: User) => void;
};

export function RegisterForm({ initialRole, referralToken, onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation('account');
  const agreeHelpId = useId();
  const register = useRegister();
  // The resolver parses the request itself, so the submit handler receives exactly what the server will parse.
  const form = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver: zodFormResolver(RegisterRequestSchema, (values: RegisterFormValues) =>
      toRegisterRequest(values, currentLanguage(i18n)),
    ),
    defaultValues: emptyRegisterForm(initialRole),
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, REGISTER_FIELDS);
  const [email, userName] = useWatch({ control: form.control, name: ['email', 'userName'] });
  const emailCheck = useAvailability('email', email);
  const userNameCheck = useAvailability('userName', userName);

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    // A name the live check already found taken is refused here, without a round trip.
    if (userNameCheck.status === 'taken' || emailCheck.status === 'taken') {
      if (userNameCheck.status === 'taken') form.setError('userName', { message: userNameCheck.messages.join(' ') });
      if (emailCheck.status === 'taken') form.setError('email', { message: emailCheck.messages.join(' ') });
      form.setFocus(userNameCheck.status === 'taken' ? 'userName' : 'email');
      return;
    }
    try {
      const { user } = await register.mutateAsync({ request, referralToken });
      onRegistered(user);
    } catch (error) {
      handleServerError(error);
    }
  });

  const agreeError = translateFieldMessage(t, errors.doesAgree?.message);
  const linkProps = { target: '_blank', rel: 'noopener' } as const;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('register.title')}>
      <FormAlert messages={formErrors} />
      <RoleChoiceField control={form.control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...form.register('firstName')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          fullWidth
          {...errorProps(t, errors.firstName)}
        />
        <TextField
          {...form.register('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          fullWidth
          {...errorProps(t, errors.lastName)}
        />
      </Stack>
      <AvailabilityTextField
        {...form.register('userName')}
        label={t('fields.userName')}
        autoComplete="username"
        required
        fullWidth
        availability={userNameCheck}
        fieldError={errors.userName}
        hint={t('register.userNameHint')}
        availableText={t('register.userNameAvailable')}
      />
      <AvailabilityTextField
        {...form.register('email')}
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        fullWidth
        availability={emailCheck}
        fieldError={errors.email}
        hint={t('register.emailHint')}
        availableText={t('register.emailAvailable')}
      />
      <NewPasswordFields register={form.register} errors={errors} />
      <FormControl error={Boolean(agreeError)} required>
        <FormControlLabel
          required
          control={
            <Checkbox
              {...form.register('doesAgree')}
              slotProps={{ input: { 'aria-describedby': agreeError ? agreeHelpId : undefined } }}
            />
          }
          label={
            <Trans
              ns="account"
              t={t}
              i18nKey="register.agree"
              components={{
                terms: <Link href="/terms-of-use" {...linkProps} />,
                privacy: <Link href="/privacy-policy" {...linkProps} />,
              }}
            />
          }
        />
        {agreeError && <FormHelperText id={agreeHelpId}>{agreeError}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </Stack>
  );
}
