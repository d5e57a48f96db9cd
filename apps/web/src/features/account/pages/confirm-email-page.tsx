import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountErrorCode, ConfirmEmailQuerySchema, InvalidTokenErrorSchema } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { APP_HOME_PATH, EMAIL_TOKEN_PARAM, LOGIN_PATH, signIn } from '../../../lib/auth/index.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { ResendActivationButton } from '../components/resend-activation-button.tsx';

type Outcome =
  | { state: 'confirming' }
  | { state: 'confirmed' }
  | { state: 'already-confirmed' }
  | { state: 'expired'; userId: string }
  | { state: 'broken-link' }
  | { state: 'failed'; message: string };

// One request per link, even when React runs the effect twice (StrictMode) or the page is re-rendered.
const started = new Map<string, Promise<Outcome>>();

function confirmOnce(
  userId: string,
  etoken: string,
  failedMessage: (status: number | null) => string,
): Promise<Outcome> {
  const key = `${userId}:${etoken}`;
  let pending = started.get(key);
  if (!pending) {
    pending = confirmEmail({ userId, etoken }).then(
      (result): Outcome => {
        signIn(result);
        return { state: 'confirmed' };
      },
      (error: unknown): Outcome => {
        if (!isApiError(error) || error.code !== AccountErrorCode.InvalidToken) {
          return { state: 'failed', message: failedMessage(isApiError(error) ? error.status : null) };
        }
        const user = InvalidTokenErrorSchema.shape.user.safeParse(
          (error.body as { user?: unknown } | undefined)?.user,
        ).data;
        if (user?.emailConfirmed) return { state: 'already-confirmed' };
        return user ? { state: 'expired', userId: user.id } : { state: 'broken-link' };
      },
    );
    started.set(key, pending);
  }
  return pending;
}

/** The e-mail confirmation landing: /confirm-email?userId=..&etoken=.. confirms, then signs the person in. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const query = ConfirmEmailQuerySchema.safeParse({
    userId: params.get('userId'),
    etoken: params.get(EMAIL_TOKEN_PARAM),
  });
  const [outcome, setOutcome] = useState<Outcome>(query.success ? { state: 'confirming' } : { state: 'broken-link' });
  const userId = query.data?.userId;
  const etoken = query.data?.etoken;

  useEffect(() => {
    if (!userId || !etoken) return;
    let active = true;
    void confirmOnce(userId, etoken, (status) =>
      status === 429 ? t('api.rateLimited', { ns: 'common' }) : t('confirm.failed'),
    ).then((next) => active && setOutcome(next));
    return () => {
      active = false;
    };
  }, [userId, etoken, t]);

  switch (outcome.state) {
    case 'confirming':
      return (
        <EntryCard title={t('confirm.confirmingTitle')}>
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('confirm.confirming')}</Typography>
          </Box>
        </EntryCard>
      );
    case 'confirmed':
      return (
        <EntryCard title={t('confirm.confirmedTitle')} focusTitle>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 48 }} />
            <Typography>{t('confirm.confirmedText')}</Typography>
          </Stack>
          <Button
            component={RouterLink}
            to={APP_HOME_PATH}
            variant="contained"
            size="large"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('confirm.continue')}
          </Button>
        </EntryCard>
      );
    case 'already-confirmed':
      return (
        <EntryCard title={t('confirm.alreadyTitle')} intro={t('confirm.alreadyText')} focusTitle>
          <SignInButton />
        </EntryCard>
      );
    case 'expired':
      return (
        <EntryCard title={t('confirm.expiredTitle')} intro={t('confirm.expiredText')} focusTitle>
          <ResendActivationButton input={{ userId: outcome.userId }} />
        </EntryCard>
      );
    case 'broken-link':
      return (
        <EntryCard title={t('confirm.brokenTitle')} intro={t('confirm.brokenText')} focusTitle>
          <SignInButton />
        </EntryCard>
      );
    case 'failed':
      return (
        <EntryCard title={t('confirm.failedTitle')} focusTitle>
          <Alert severity="error">{outcome.message}</Alert>
          <Button variant="contained" onClick={() => window.location.reload()} sx={{ alignSelf: 'flex-start' }}>
            {t('confirm.retry')}
          </Button>
        </EntryCard>
      );
  }
}

function SignInButton() {
  const { t } = useTranslation('account');
  return (
    <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
      {t('confirm.signIn')}
    </Button>
  );
}
