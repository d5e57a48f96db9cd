import { Box, type SxProps, type Theme } from '@mui/material';
import { useCallback } from 'react';

type BlobImageProps = { blob: Blob; alt: string; sx?: SxProps<Theme> };

/**
 * A picture held in memory (a stored file fetched with the token, or a file just chosen): the object URL lives as
 * long as the <img> shows it, and is freed when it goes (a React 19 ref cleanup).
 */
export function BlobImage({ blob, alt, sx }: BlobImageProps) {
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
      sx={[{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
