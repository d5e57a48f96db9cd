import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordRequestSchema, type ForgotPasswordRequest } from '@kinderly/shared';
import { LOGIN_PATH, useAuthStore } from '../../../lib/auth/index.ts';
import { errorProps } from '../../../lib/forms/error-props.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { CheckEmailPanel } from '../components/check-email-panel.tsx';
import { EntryCard } from '../components/entry-card.tsx';
import { ResendActivationButton } from '../components/resend-activation-button.tsx';

/**
 * Where a sign-in with an unconfirmed e-mail lands. It knows the account from the failed login (SPEC section 8); opened
 * directly, it asks for the e-mail address instead.
 */
export function EmailNotConfirmedPage() {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.unconfirmedUser);

  if (user) {
    return (
      <CheckEmailPanel
        title={t('notConfirmed.title')}
        text={t('notConfirmed.text', { name: user.firstName })}
        email={user.email}
        userId={user.id}
      />
    );
  }
  return <ResendByEmail />;
}

function ResendByEmail() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState<string | null>(null);
  // The same e-mail rule as everywhere; forgot-password's schema is exactly `{ email }`.
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodFormResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  return (
    <EntryCard title={t('notConfirmed.title')} intro={t('notConfirmed.askEmail')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit((values) => setEmail(values.email))}>
        <TextField
          {...form.register('email')}
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          fullWidth
          {...errorProps(t, form.formState.errors.email)}
        />
        {email === null ? (
          <Button type="submit" variant="contained" size="large">
            {t('notConfirmed.continue')}
          </Button>
        ) : (
          <ResendActivationButton key={email} input={{ email }} />
        )}
      </Stack>
      <Typography variant="body2">
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('notConfirmed.backToSignIn')}
        </Link>
      </Typography>
    </EntryCard>
  );
}
