import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAccept, type UploadKind } from '@kinderly/shared';
import { checkUploadFile, type UploadProblem } from '../../../lib/check-upload.ts';
import { formatFileSize } from '../lib/file-size.ts';

/** Hidden from sight, not from the keyboard or assistive technology (the button around it is its label). */
export const VISUALLY_HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type StoredFile = { fileName: string; size?: number | null };

type FileUploadFieldProps = {
  /** Names the file input, e.g. "First aid certificate (PDF, JPEG or PNG)". */
  label: string;
  /** Which row of UPLOAD_RULES the file must fit. */
  kind: UploadKind;
  /** The file chosen in this visit, not yet saved. */
  value: File | null;
  /** The file the server already holds for this field. */
  stored?: StoredFile | null | undefined;
  onChange: (file: File | null) => void;
  /** A message from the server (or the form) about this file. */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * One file input with a visible label: shows the chosen (or stored) file's name and size, refuses at once a file
 * its kind of upload does not take (by its bytes, name and size), and shows the server's message under it.
 */
export function FileUploadField({ label, kind, value, stored, onChange, error, disabled }: FileUploadFieldProps) {
  const { t, i18n } = useTranslation('provider-enrolment');
  const labelId = useId();
  const messageId = useId();
  const [problem, setProblem] = useState<UploadProblem>(null);
  const shown = value ? { fileName: value.name, size: value.size } : stored;
  const message =
    problem === 'size' ? t('fieldErrors.fileTooLarge') : problem === 'type' ? t('upload.wrongType') : error;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500, flex: 1 }}>
          {label}
        </Typography>
        {/* MUI's upload pattern: the button is the input's <label>, the input itself is visually hidden. */}
        <Button
          component="label"
          // A <label> around the input, not a second control: no button role, not in the tab order.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={disabled}
          sx={{ alignSelf: 'flex-start', '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 } }}
        >
          {shown ? t('upload.replace') : t('upload.choose')}
          <input
            type="file"
            accept={uploadAccept(kind)}
            disabled={disabled}
            aria-labelledby={labelId}
            aria-describedby={messageId}
            aria-invalid={Boolean(message)}
            onChange={async (event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              const found = file ? await checkUploadFile(kind, file) : null;
              setProblem(found);
              if (!found) onChange(file);
            }}
            style={VISUALLY_HIDDEN_INPUT}
          />
        </Button>
      </Stack>
      <Box id={messageId} sx={{ mt: 0.5 }}>
        {shown ? (
          <Typography variant="body2" color="text.secondary">
            {shown.size != null
              ? t('upload.fileWithSize', { name: shown.fileName, size: formatFileSize(shown.size, i18n.language) })
              : shown.fileName}
            {value && ` · ${t('upload.notSaved')}`}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('upload.none')}
          </Typography>
        )}
        {message && <FormHelperText error>{message}</FormHelperText>}
      </Box>
    </Box>
  );
}
