import { Button, Paper, Stack } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateUserInfoRequestSchema, type UpdateUserInfoRequest, type UserInfo } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { ContactFields, type ContactValues } from '../components/contact-fields.tsx';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'dateOfBirth'] as const;

/** Empty optional fields clear the value on the server (null), as the schema expects. */
const toRequest = ({ phoneNumber, dateOfBirth, ...names }: ContactValues) => ({
  ...names,
  phoneNumber: phoneNumber.trim() === '' ? null : phoneNumber,
  dateOfBirth: dateOfBirth === '' ? null : dateOfBirth,
});

/** /app/edit-profile: names, phone and date of birth (updateUserInfo). */
export function EditProfilePage() {
  const { t } = useTranslation('account');
  const info = useUserInfo();
  return (
    <>
      <PageHeader title={t('editProfile.title')} intro={t('editProfile.intro')} />
      {info.isPending && <LoadingState />}
      {info.isError && <LoadError onRetry={() => void info.refetch()} />}
      {info.data && <EditProfileForm info={info.data} />}
    </>
  );
}

function EditProfileForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateUserInfo();
  const form = useForm<ContactValues, unknown, UpdateUserInfoRequest>({
    resolver: zodFormResolver(UpdateUserInfoRequestSchema, toRequest),
    defaultValues: {
      firstName: info.firstName,
      lastName: info.lastName,
      phoneNumber: info.phoneNumber ?? '',
      dateOfBirth: info.dateOfBirth ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      const saved = await update.mutateAsync(request);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phoneNumber: saved.phoneNumber ?? '',
        dateOfBirth: saved.dateOfBirth ?? '',
      });
      enqueueSnackbar(t('editProfile.saved'), { variant: 'success' });
    } catch (error) {
      handleServerError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('editProfile.title')}>
        <FormAlert messages={formErrors} />
        <ContactFields register={form.register} errors={errors} required={false} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || !isDirty}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {isSubmitting ? t('editProfile.saving') : t('editProfile.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
