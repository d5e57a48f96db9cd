import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountErrorCode, ResetPasswordRequestSchema, type ResetPasswordRequest } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LOGIN_PATH } from '../../../lib/auth/index.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

type ResetForm = { password: string; passwordConfirmation: string };
const FIELDS = ['password', 'passwordConfirmation'] as const;
// The link's half of the request, with the request's own field rules.
const { userId, token } = ResetPasswordRequestSchema.shape;
const LINK_SCHEMA = z.object({ userId, token });

/** /resetpassword?userId=..&token=.. : the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const link = LINK_SCHEMA.safeParse({ userId: params.get('userId'), token: params.get('token') });
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useForm<ResetForm, unknown, ResetPasswordRequest>({
    resolver: zodFormResolver(ResetPasswordRequestSchema, (values: ResetForm) => ({ ...link.data, ...values })),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS, {
    codeMessages: { [AccountErrorCode.InvalidToken]: t('reset.invalidToken') },
  });

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      await reset.mutateAsync(request);
      setDone(true);
    } catch (error) {
      handleServerError(error);
    }
  });

  if (!link.success) {
    return (
      <EntryCard title={t('reset.title')}>
        <Alert severity="error">{t('reset.brokenLink')}</Alert>
        <ForgotLink />
      </EntryCard>
    );
  }
  if (done) {
    return (
      <EntryCard title={t('reset.doneTitle')} intro={t('reset.doneText')} focusTitle>
        <Button
          component={RouterLink}
          to={LOGIN_PATH}
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('reset.signIn')}
        </Button>
      </EntryCard>
    );
  }
  return (
    <EntryCard title={t('reset.title')} intro={t('reset.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('reset.title')}>
        <FormAlert messages={formErrors}>{formErrors.length > 0 && <ForgotLink />}</FormAlert>
        <NewPasswordFields register={form.register} errors={errors} passwordLabel={t('fields.newPassword')} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </Stack>
    </EntryCard>
  );
}

function ForgotLink() {
  const { t } = useTranslation('account');
  return (
    <Typography variant="body2" component="p" sx={{ mt: 1 }}>
      <Link component={RouterLink} to="/forgotpassword">
        {t('reset.askAgain')}
      </Link>
    </Typography>
  );
}
