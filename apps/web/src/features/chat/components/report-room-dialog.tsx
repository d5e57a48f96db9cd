import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { REPORT_REASON_MAX, useReportRoom } from '../api/report-room.ts';

type ReportRoomDialogProps = { roomId: string; open: boolean; onClose: () => void };

/** "Report conversation": a reason for the team, which may then read the room (ADR 024). */
export function ReportRoomDialog({ roomId, open, onClose }: ReportRoomDialogProps) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const report = useReportRoom();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const introId = useId();

  const close = () => {
    setReason('');
    setProblem(null);
    report.reset();
    onClose();
  };

  const submit = () => {
    if (!reason.trim()) {
      setProblem(t('report.required'));
      return;
    }
    report.mutate(
      { roomId, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('report.thanks'), { variant: 'success' });
          close();
        },
        onError: (error) => {
          if (!isApiError(error) || !error.handled) setProblem(t('report.failed'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {t('report.intro')}
        </DialogContentText>
        <TextField
          label={t('report.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          required
          autoFocus
          error={problem !== null}
          helperText={problem ?? `${reason.length} / ${REPORT_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('report.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={report.isPending}>
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
