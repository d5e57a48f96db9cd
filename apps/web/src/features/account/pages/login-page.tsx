import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountErrorCode, type LoginRequest } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api/index.ts';
// Module by module rather than the lib/auth index: the auth store comes with sign-in.ts, on the first submit.
import { APP_HOME_PATH, REGISTER_PATH, RETURN_PARAM, safeReturnPath } from '../../../lib/auth/return-path.ts';
import { errorProps } from '../../../lib/forms/error-props.ts';
import { lazyFormResolver } from '../../../lib/forms/lazy-form-resolver.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useLogin } from '../api/login.ts';
import { EntryCard } from '../components/entry-card.tsx';

const loadSignIn = () => import('../lib/sign-in.ts');
const resolver = lazyFormResolver(() => loadSignIn().then((module) => module.loginResolver));

const FIELDS = ['userNameOrEmail', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get(RETURN_PARAM));
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver,
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
      const autoLogin = (await loadSignIn()).completeSignIn(result);
      await navigate(returnPath ?? autoLogin ?? APP_HOME_PATH, { replace: true });
    } catch (error) {
      // An answer of the API means login() has fetched sign-in.ts; any other failure goes to the form as it is.
      if (!isApiError(error) || !(await loadSignIn()).keepUnconfirmedUser(error)) return handleServerError(error);
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
