import { Box } from '@mui/material';
import { useCallback } from 'react';

/**
 * A proof picture held in memory (files need the bearer token): shown whole, never cropped, at most 20 rem high;
 * the object URL lives as long as the picture shows (a React 19 ref cleanup).
 */
export function BlobProof({ blob, alt }: { blob: Blob; alt: string }) {
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
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '20rem', objectFit: 'contain', bgcolor: 'grey.100' }}
    />
  );
}
