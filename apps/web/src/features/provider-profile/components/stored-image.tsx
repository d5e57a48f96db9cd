import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFileImage } from '../api/get-file-image.ts';
import { BlobImage } from './blob-image.tsx';
import { PicturePlaceholder } from './picture-placeholder.tsx';

/** A stored picture (GET /api/file/{id}) filling its frame; a placeholder when it cannot load. */
export function StoredImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('provider-profile');
  const image = useFileImage(url);
  if (image.isError) return <PicturePlaceholder text={t('gallery.failed')} />;
  if (!image.data) return <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden />;
  return <BlobImage blob={image.data} alt={alt} />;
}
