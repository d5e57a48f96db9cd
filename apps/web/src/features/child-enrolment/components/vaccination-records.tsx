import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAccept, type StoredFile } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { checkUploadFile } from '../../../lib/check-upload.ts';
import { useDeleteVaccinationRecord } from '../api/delete-vaccination-record.ts';
import { useUploadVaccinationRecord } from '../api/upload-vaccination-record.ts';
import { OpenRecordButton } from './open-record-button.tsx';

/** The uploaded immunization records (the provincial yellow card, a clinic print-out): list, add, remove. */
export function VaccinationRecords({ childId, records }: { childId: string; records: StoredFile[] }) {
  const { t, i18n } = useTranslation('child-enrolment');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVaccinationRecord();
  const remove = useDeleteVaccinationRecord();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    setUploaded(null);
    if (!file) return;
    const check = await checkUploadFile('vaccinationRecord', file);
    if (check) return setProblem(t(check === 'size' ? 'immunization.fileTooLarge' : 'immunization.fileWrongType'));
    try {
      await upload.mutateAsync({ childId, file });
      setUploaded(t('immunization.uploaded', { name: file.name }));
    } catch (error) {
      if (isApiError(error) && error.handled) return;
      const messages = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat() : [];
      setProblem(messages[0] ?? t('immunization.uploadFailed'));
    }
  };

  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : bytes / 1024);

  return (
    <Stack spacing={1.5}>
      {records.length > 0 ? (
        <List dense disablePadding aria-label={t('immunization.recordsLabel')}>
          {records.map((record) => (
            <ListItem
              key={record.id}
              disableGutters
              secondaryAction={
                <>
                  <OpenRecordButton file={record} />
                  <IconButton
                    edge="end"
                    aria-label={t('immunization.removeRecord', { name: record.fileName })}
                    onClick={() => remove.mutate({ childId, fileId: record.id })}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={record.fileName} secondary={size(record.size)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('immunization.noRecords')}</Typography>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={uploadAccept('vaccinationRecord')}
        onChange={(event) => void onChoose(event)}
        aria-label={t('immunization.chooseFile')}
        style={{ display: 'none' }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {upload.isPending ? t('immunization.uploading') : t('immunization.upload')}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {uploaded && (
        <Alert severity="success" role="status">
          {uploaded}
        </Alert>
      )}
    </Stack>
  );
}
