import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_FILES_MAX, uploadAccept, type ProviderFile } from '@kinderly/shared';
import { checkUploadFile, type UploadProblem } from '../../../lib/check-upload.ts';
import { formatFileSize } from '../lib/file-size.ts';
import { VISUALLY_HIDDEN_INPUT } from './file-upload-field.tsx';

type PolicyFilesFieldProps = {
  stored: readonly ProviderFile[];
  removed: readonly string[];
  added: readonly File[];
  onChange: (change: { removed: string[]; added: File[] }) => void;
  error?: string | undefined;
};

/** The documents that go with the policies: stored ones (removable) and new ones, up to POLICY_FILES_MAX. */
export function PolicyFilesField({ stored, removed, added, onChange, error }: PolicyFilesFieldProps) {
  const { t, i18n } = useTranslation('provider-enrolment');
  const labelId = useId();
  const [problem, setProblem] = useState<UploadProblem>(null);
  const kept = stored.filter((file) => !removed.includes(file.id));
  const room = POLICY_FILES_MAX - kept.length - added.length;
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={labelId} sx={{ fontWeight: 500, flex: 1 }}>
          {t('policies.files.label')}
        </Typography>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={room <= 0}
          sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 } }}
        >
          {t('policies.files.add')}
          <input
            type="file"
            multiple
            accept={uploadAccept('policyFile')}
            disabled={room <= 0}
            aria-labelledby={labelId}
            style={VISUALLY_HIDDEN_INPUT}
            onChange={async (event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              const problems = await Promise.all(files.map((file) => checkUploadFile('policyFile', file)));
              setProblem(problems.find(Boolean) ?? null);
              const accepted = files.filter((_, index) => !problems[index]).slice(0, room);
              onChange({ removed: [...removed], added: [...added, ...accepted] });
            }}
          />
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('policies.files.hint', { max: POLICY_FILES_MAX })}
      </Typography>
      {kept.length + added.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('upload.none')}
        </Typography>
      ) : (
        <Box component={List} dense aria-label={t('policies.files.listLabel')} sx={{ py: 0 }}>
          {kept.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('policies.files.remove', { name: file.fileName })}
                  onClick={() => onChange({ removed: [...removed, file.id], added: [...added] })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.fileName} secondary={size(file.size)} />
            </ListItem>
          ))}
          {added.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('policies.files.remove', { name: file.name })}
                  onClick={() => onChange({ removed: [...removed], added: added.filter((_, i) => i !== index) })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={`${size(file.size)} · ${t('upload.notSaved')}`} />
            </ListItem>
          ))}
        </Box>
      )}
      {(problem || error) && (
        <FormHelperText error>
          {problem === 'size' ? t('fieldErrors.fileTooLarge') : problem === 'type' ? t('upload.wrongType') : error}
        </FormHelperText>
      )}
    </Stack>
  );
}
