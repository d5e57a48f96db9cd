import { Button, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SupplementUserInfoRequestSchema, type SupplementUserInfoRequest, type UserInfo } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { replaceSession } from '../../../lib/auth/index.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { accountKeys } from '../api/query-keys.ts';
import { useSupplementUserInfo } from '../api/supplement-user-info.ts';
import { ContactFields } from './contact-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export type SupplementFormValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
  password: string;
  passwordConfirmation: string;
};
const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'dateOfBirth', 'password', 'passwordConfirmation'] as const;

export function SupplementForm({ info, isTemporary }: { info: UserInfo; isTemporary: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supplement = useSupplementUserInfo();
  const form = useForm<SupplementFormValues, unknown, SupplementUserInfoRequest>({
    resolver: zodFormResolver(
      SupplementUserInfoRequestSchema,
      ({ password, passwordConfirmation, ...rest }: SupplementFormValues) =>
        // Only a temporary account chooses its password here.
        isTemporary ? { ...rest, password, passwordConfirmation } : rest,
    ),
    defaultValues: {
      firstName: info.firstName,
      lastName: info.lastName,
      phoneNumber: info.phoneNumber ?? '',
      dateOfBirth: info.dateOfBirth ?? '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      const result = await supplement.mutateAsync(request);
      // The answer starts a new session; the page changes first, as on a role switch.
      await navigate('/app/congratulations');
      replaceSession(result);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } catch (error) {
      handleServerError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('supplement.title')}>
        <FormAlert messages={formErrors} />
        <ContactFields register={form.register} errors={errors} required />
        {isTemporary && (
          <>
            <NewPasswordFields register={form.register} errors={errors} />
          </>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {isSubmitting ? t('supplement.submitting') : t('supplement.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
