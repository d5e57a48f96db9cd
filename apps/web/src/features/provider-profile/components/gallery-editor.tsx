import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_SLOTS, UPLOAD_MESSAGES } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import type { UploadProblem } from '../../../lib/check-upload.ts';
import { useBackgroundGallery } from '../api/get-background-gallery.ts';
import { useSaveBackgroundGallery } from '../api/save-background-gallery.ts';
import {
  checkGalleryPicture,
  GALLERY_MAX_MEGABYTES,
  hasChanges,
  NO_EDITS,
  pendingChanges,
  storedPicture,
  type GallerySlot,
  type SlotEdit,
} from '../lib/gallery-changes.ts';
import { GallerySlotCard } from './gallery-slot.tsx';

const NO_PROBLEMS: Record<GallerySlot, UploadProblem> = { 1: null, 2: null, 3: null, 4: null };

/**
 * The four background pictures parents see at the top of the profile: each slot shows its picture, takes a new one
 * (JPEG or PNG, checked here before it is sent) or is emptied, and Save sends every change at once.
 */
export function GalleryEditor({ userId }: { userId: string }) {
  const { t } = useTranslation('provider-profile');
  const { enqueueSnackbar } = useSnackbar();
  const gallery = useBackgroundGallery(userId);
  const save = useSaveBackgroundGallery();
  const [edits, setEdits] = useState(NO_EDITS);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  if (gallery.isError) return <LoadError onRetry={() => void gallery.refetch()} />;
  if (!gallery.data) return <LoadingState />;

  const setEdit = (slot: GallerySlot, edit: SlotEdit) => setEdits((current) => ({ ...current, [slot]: edit }));
  const pick = async (slot: GallerySlot, file: File) => {
    const checked = await checkGalleryPicture(file);
    setProblems((current) => ({ ...current, [slot]: checked.problem }));
    if (checked.picture) setEdit(slot, { kind: 'replace', picture: checked.picture });
  };

  // The server's English texts of a refused upload, in the reader's language when they are known ones.
  const serverMessage = (message: string) =>
    message === UPLOAD_MESSAGES.tooLarge
      ? t('editor.tooLarge', { max: GALLERY_MAX_MEGABYTES })
      : message === UPLOAD_MESSAGES.typeNotAllowed
        ? t('editor.wrongType')
        : message;

  const submit = () => {
    setFormErrors([]);
    const changes = pendingChanges(edits, gallery.data);
    if (!hasChanges(changes)) {
      setFormErrors([t('editor.nothingToSave')]);
      return;
    }
    save.mutate(changes, {
      onSuccess: () => {
        setEdits(NO_EDITS);
        enqueueSnackbar(t('editor.saved'), { variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error) && error.handled) return;
        if (!isApiError(error)) return setFormErrors([t('editor.failed')]);
        const messages = error.fieldErrors ? Object.values(error.fieldErrors).flat() : [error.message];
        setFormErrors([...new Set(messages.map(serverMessage))]);
      },
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="h6" component="h2">
        {t('editor.title')}
      </Typography>
      <Typography color="text.secondary">{t('editor.intro', { max: GALLERY_MAX_MEGABYTES })}</Typography>
      <FormAlert messages={formErrors} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {GALLERY_SLOTS.map((slot) => (
          <GallerySlotCard
            key={slot}
            slot={slot}
            stored={storedPicture(gallery.data, slot)}
            edit={edits[slot]}
            problem={problems[slot]}
            disabled={save.isPending}
            onPick={(file) => void pick(slot, file)}
            onRemove={() => setEdit(slot, { kind: 'remove' })}
            onUndo={() => setEdit(slot, { kind: 'keep' })}
          />
        ))}
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('editor.save')}
        </Button>
      </Box>
    </Stack>
  );
}
