import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordRequestSchema, type ForgotPasswordRequest } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LOGIN_PATH } from '../../../lib/auth/index.ts';
import { errorProps } from '../../../lib/forms/error-props.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { EntryCard } from '../components/entry-card.tsx';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodFormResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormErrors();
    setSentTo(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      handleServerError(error);
    }
  });

  return (
    <EntryCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('forgot.title')}>
        <FormAlert messages={formErrors} />
        {/* The same answer whether or not the address has an account, so nobody can test addresses here. */}
        <div aria-live="polite">
          {sentTo && <Alert severity="success">{t('forgot.sent', { email: sentTo })}</Alert>}
        </div>
        <TextField
          {...form.register('email')}
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          fullWidth
          {...errorProps(t, errors.email)}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </Stack>
      <Typography variant="body2">
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('forgot.backToSignIn')}
        </Link>
      </Typography>
    </EntryCard>
  );
}
