import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Box, Chip, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FILES_PER_MESSAGE, CHAT_TEXT_MAX, uploadAccept, type StoredFile } from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { checkUploadFile } from '../../../lib/check-upload.ts';
import { deleteMessageFile, uploadMessageFiles } from '../api/message-calls.ts';
import { emitTyping } from '../../../lib/hub/hub-socket.ts';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_TEXT_MAX - 500;
/** At most one "typing" per this long while composing. */
const TYPING_EVERY_MS = 2500;

type ComposerProps = { roomId: string; onSend: (text: string, files: StoredFile[]) => void };

/**
 * The message field: Enter sends, Shift+Enter starts a new line; files are uploaded as soon as they are chosen and
 * sent with the next message (ADR 024). Text is counted in code points, as the server counts it.
 */
export function Composer({ roomId, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const length = [...text].length;
  const tooLong = length > CHAT_TEXT_MAX;
  const canSend = !uploading && !tooLong && (text.trim().length > 0 || files.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend(text, files);
    setText('');
    setFiles([]);
    setProblem(null);
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      emitTyping(roomId);
    }
  };

  const choose = async (chosen: File[]) => {
    setProblem(null);
    if (chosen.length === 0) return;
    if (files.length + chosen.length > CHAT_FILES_PER_MESSAGE) {
      setProblem(t('composer.tooManyFiles', { max: CHAT_FILES_PER_MESSAGE }));
      return;
    }
    for (const file of chosen) {
      const check = await checkUploadFile('chatFile', file);
      if (check) {
        setProblem(t(check === 'size' ? 'composer.fileSize' : 'composer.fileType', { name: file.name }));
        return;
      }
    }
    setUploading(true);
    try {
      const stored = await uploadMessageFiles(roomId, chosen);
      setFiles((held) => [...held, ...stored]);
    } catch (error) {
      if (!isApiError(error) || !error.handled) setProblem(t('composer.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const takeBack = (file: StoredFile) => {
    setFiles((held) => held.filter((one) => one.id !== file.id));
    void deleteMessageFile(file.id).catch(() => undefined);
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, bgcolor: 'background.paper' }}>
      {files.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          {files.map((file) => (
            <Stack key={file.id} direction="row" sx={{ alignItems: 'center', maxWidth: '100%' }}>
              <Chip
                icon={file.contentType === 'application/pdf' ? <PdfIcon /> : <ImageIcon />}
                label={file.fileName}
                sx={{ maxWidth: '100%' }}
              />
              <IconButton
                size="small"
                aria-label={t('composer.removeFile', { name: file.fileName })}
                onClick={() => takeBack(file)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={uploadAccept('chatFile')}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void choose(chosen);
          }}
        />
        <IconButton
          aria-label={t('composer.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={uploading || files.length >= CHAT_FILES_PER_MESSAGE}
        >
          {uploading ? <CircularProgress size={20} aria-label={t('composer.uploading')} /> : <AttachFileIcon />}
        </IconButton>
        <TextField
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
        />
        <IconButton color="primary" aria-label={t('composer.send')} onClick={send} disabled={!canSend}>
          <SendIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 0.5, px: 6 }}>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {t('composer.hint')}
        </Typography>
        {length >= COUNTER_FROM && (
          <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} aria-live="polite">
            {tooLong
              ? t('composer.tooLong', { max: CHAT_TEXT_MAX })
              : t('composer.counter', { used: length, max: CHAT_TEXT_MAX })}
          </Typography>
        )}
      </Stack>
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
