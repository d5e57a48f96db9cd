import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAccept, type ProviderFile } from '@kinderly/shared';
import type { UploadProblem } from '../../../lib/check-upload.ts';
import { GALLERY_MAX_MEGABYTES, type GallerySlot, type SlotEdit } from '../lib/gallery-changes.ts';
import { BlobImage } from './blob-image.tsx';
import { PicturePlaceholder } from './picture-placeholder.tsx';
import { StoredImage } from './stored-image.tsx';

/** Hidden from sight, not from the keyboard or assistive technology (the button around it is its label). */
const VISUALLY_HIDDEN_INPUT: CSSProperties = {
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

type GallerySlotCardProps = {
  slot: GallerySlot;
  stored: ProviderFile | null;
  edit: SlotEdit;
  problem: UploadProblem;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  onUndo: () => void;
};

/** One of the four picture frames: what it shows now (or will after saving), choose or replace, remove, undo. */
export function GallerySlotCard({
  slot,
  stored,
  edit,
  problem,
  disabled,
  onPick,
  onRemove,
  onUndo,
}: GallerySlotCardProps) {
  const { t } = useTranslation('provider-profile');
  const titleId = useId();
  const inputLabelId = useId();
  const messageId = useId();
  const shows = edit.kind === 'replace' ? 'new' : edit.kind === 'remove' || !stored ? 'none' : 'stored';
  const message =
    problem === 'size'
      ? t('editor.tooLarge', { max: GALLERY_MAX_MEGABYTES })
      : problem === 'type'
        ? t('editor.wrongType')
        : null;
  const status =
    edit.kind === 'replace'
      ? t('editor.status.new')
      : edit.kind === 'remove'
        ? t('editor.status.removed')
        : stored
          ? t('editor.status.saved')
          : t('editor.status.empty');

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('editor.slot', { number: slot })}
        </Typography>
        <Box sx={{ aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
          {shows === 'new' && edit.kind === 'replace' && (
            <BlobImage blob={edit.picture.file} alt={t('editor.newAlt', { number: slot })} />
          )}
          {shows === 'stored' && stored && (
            <StoredImage url={stored.url} alt={t('editor.storedAlt', { number: slot })} />
          )}
          {shows === 'none' && <PicturePlaceholder />}
        </Box>
        <Typography id={messageId} variant="body2" color="text.secondary">
          {status}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {/* MUI's upload pattern: the button is the input's <label>, the input itself is visually hidden. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={disabled}
            sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 } }}
          >
            <span id={inputLabelId}>{shows === 'none' ? t('editor.choose') : t('editor.replace')}</span>
            <input
              type="file"
              accept={uploadAccept('galleryImage')}
              disabled={disabled}
              // "Picture 2 Choose a picture": the frame, then the visible text of the button.
              aria-labelledby={`${titleId} ${inputLabelId}`}
              aria-describedby={messageId}
              aria-invalid={Boolean(message)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onPick(file);
              }}
              style={VISUALLY_HIDDEN_INPUT}
            />
          </Button>
          {edit.kind === 'keep' && stored && (
            <Button
              size="small"
              color="error"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('editor.removeLabel', { number: slot })}
            >
              {t('editor.remove')}
            </Button>
          )}
          {edit.kind !== 'keep' && (
            <Button
              size="small"
              onClick={onUndo}
              disabled={disabled}
              aria-label={t('editor.undoLabel', { number: slot })}
            >
              {t('editor.undo')}
            </Button>
          )}
        </Stack>
        {message && <FormHelperText error>{message}</FormHelperText>}
      </Stack>
    </Paper>
  );
}
