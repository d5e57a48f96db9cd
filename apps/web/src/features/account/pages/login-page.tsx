import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  AccountErrorCode,
  EmailNotConfirmedErrorSchema,
  LoginRequestSchema,
  readTokenClaims,
  type LoginRequest,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import {
  APP_HOME_PATH,
  REGISTER_PATH,
  rememberUnconfirmedUser,
  RETURN_PARAM,
  safeReturnPath,
  signIn,
} from '../../../lib/auth/index.ts';
import { errorProps } from '../../../lib/forms/error-props.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useLogin } from '../api/login.ts';
import { EntryCard } from '../components/entry-card.tsx';

const FIELDS = ['userNameOrEmail', 'password'] as const;

/** The user a 403 EMAIL_NOT_CONFIRMED carries, or null for any other failure. */
function unconfirmedUserOf(error: unknown) {
  if (!isApiError(error) || error.code !== AccountErrorCode.EmailNotConfirmed) return null;
  const body = error.body as { user?: unknown } | undefined;
  return EmailNotConfirmedErrorSchema.shape.user.safeParse(body?.user).data ?? null;
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get(RETURN_PARAM));
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodFormResolver(LoginRequestSchema),
    defaultValues: { userNameOrEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS, {
    codeMessages: { [AccountErrorCode.InvalidCredentials]: t('login.invalidCredentials') },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormErrors();
    try {
      const result = await login.mutateAsync(values);
      signIn(result);
      const autoLogin = safeReturnPath(readTokenClaims(result.accessToken)?.autoLoginUrl);
      await navigate(returnPath ?? autoLogin ?? APP_HOME_PATH, { replace: true });
    } catch (error) {
      const unconfirmed = unconfirmedUserOf(error);
      if (!unconfirmed) return handleServerError(error);
      rememberUnconfirmedUser(unconfirmed);
      await navigate('/emailnotconfirmed');
    }
  });

  return (
    <EntryCard title={t('login.title')} intro={t('login.intro')}>
      {returnPath && <Alert severity="info">{t('login.returnNotice')}</Alert>}
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('login.title')}>
        <FormAlert messages={formErrors} />
        <TextField
          {...form.register('userNameOrEmail')}
          label={t('fields.userNameOrEmail')}
          autoComplete="username"
          required
          fullWidth
          {...errorProps(t, errors.userNameOrEmail)}
        />
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          fullWidth
          {...errorProps(t, errors.password)}
        />
        <Link component={RouterLink} to="/forgotpassword" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('login.forgot')}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
      <Typography variant="body2">
        {t('login.noAccount')}{' '}
        {/* A referral token rides along: the navigation guard adds the stored one to register's query. */}
        <Link component={RouterLink} to={REGISTER_PATH}>
          {t('login.register')}
        </Link>
      </Typography>
    </EntryCard>
  );
}
