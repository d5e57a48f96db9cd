import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, ButtonBase, Chip, Dialog, DialogActions, DialogContent, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@kinderly/shared';
import { apiRequest, downloadFile, openBlankTab, type DownloadedBody } from '../../../lib/api/index.ts';
import { chatKeys } from '../api/query-keys.ts';

/** A stored picture's bytes: files need the bearer token, so an <img src> cannot fetch them itself. */
function useFileBlob(url: string) {
  return useQuery({
    queryKey: chatKeys.file(url),
    queryFn: ({ signal }) =>
      apiRequest<DownloadedBody>({ path: url, responseType: 'blob', quiet: true, signal }).then((body) => body.blob),
    staleTime: Infinity,
    retry: 1,
  });
}

function BlobImg({ blob, alt, maxHeight }: { blob: Blob; alt: string; maxHeight: number | string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', maxHeight, borderRadius: 1, objectFit: 'contain' }}
    />
  );
}

function ImageFile({ file }: { file: StoredFile }) {
  const { t } = useTranslation('chat');
  const image = useFileBlob(file.url);
  const [open, setOpen] = useState(false);
  if (image.isError) return <Chip label={t('message.imageUnavailable')} size="small" />;
  if (!image.data) return <Skeleton variant="rounded" width={160} height={120} />;
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('message.openImage', { name: file.fileName })}
        sx={{ borderRadius: 1, display: 'block' }}
      >
        <BlobImg blob={image.data} alt="" maxHeight={160} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={file.fileName}>
        <DialogContent sx={{ p: 1 }}>
          <BlobImg blob={image.data} alt={t('message.image', { name: file.fileName })} maxHeight="80vh" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('message.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A message's files: pictures as thumbnails that open larger, PDFs as chips that open in a new tab. */
export function MessageFiles({ files }: { files: StoredFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {files.map((file) =>
        file.contentType.startsWith('image/') ? (
          <ImageFile key={file.id} file={file} />
        ) : (
          <Chip
            key={file.id}
            icon={<PdfIcon />}
            label={file.fileName}
            variant="outlined"
            onClick={() =>
              void downloadFile(file.id, { fileName: file.fileName, tab: openBlankTab() }).catch(() => undefined)
            }
            sx={{ maxWidth: '100%', bgcolor: 'background.paper' }}
          />
        ),
      )}
    </Stack>
  );
}
