import OpenIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@kinderly/shared';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { downloadFile, isApiError, openBlankTab } from '../../../lib/api/index.ts';

/** "Open" for one uploaded record: files need the bearer token, so the bytes come through the API client. */
export function OpenRecordButton({ file }: { file: StoredFile }) {
  const { t } = useTranslation('child-enrolment');
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    // The tab opens in the click itself: after the fetch, a popup blocker would refuse it.
    const tab = openBlankTab();
    setBusy(true);
    try {
      await downloadFile(file.id, { fileName: file.fileName, tab });
    } catch (error) {
      if (!(isApiError(error) && error.handled)) enqueueSnackbar(t('immunization.openFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<OpenIcon />}
      loading={busy}
      onClick={() => void open()}
      aria-label={t('immunization.openRecord', { name: file.fileName })}
      className="no-print"
    >
      {t('immunization.open')}
    </Button>
  );
}

/** The records as names with their Open buttons (the child's record page and the review). */
export function RecordFileList({ files }: { files: StoredFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {files.map((file) => (
        <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Typography>
          <OpenRecordButton file={file} />
        </Stack>
      ))}
    </Stack>
  );
}
