import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendInvitationRequestSchema, type SendInvitationRequest } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSendInvitation } from '../api/send-invitation.ts';
import { useChildMessages } from '../lib/child-messages.ts';

type InviteForm = { email: string };
const FIELDS = ['email'] as const;

/** "Invite a co-parent" for one child: the invitee gets an e-mail link that shares this child's record. */
export function InviteCoParent({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('child-enrolment');
  const { enqueueSnackbar } = useSnackbar();
  const { errorProps } = useChildMessages();
  const send = useSendInvitation();
  const form = useForm<InviteForm, unknown, SendInvitationRequest>({
    defaultValues: { email: '' },
    resolver: zodFormResolver(SendInvitationRequestSchema, (values: InviteForm) => ({ ...values, childId })),
  });
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS, {
    codeMessages: { RATE_LIMITED: t('invite.rateLimited'), CONFLICT: t('invite.noChild') },
  });

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      await send.mutateAsync(request);
      enqueueSnackbar(t('invite.sent', { email: request.email }), { variant: 'success' });
      form.reset();
    } catch (error) {
      handleServerError(error);
    }
  });

  return (
    <Paper component="section" aria-labelledby="invite-co-parent-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="invite-co-parent-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invite.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('invite.intro', { name: childName })}
      </Typography>
      <Stack component="form" noValidate spacing={1.5} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert messages={formErrors} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...form.register('email')}
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            size="small"
            fullWidth
            {...errorProps(form.formState.errors.email)}
          />
          <Button type="submit" variant="contained" loading={send.isPending} sx={{ flexShrink: 0 }}>
            {t('invite.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
