import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiRequest, type DownloadedBody } from '../../../lib/api/index.ts';

/**
 * A provider's picture. Files need the bearer token, so the bytes come through the API client and show from an
 * object URL; without a picture, or while it loads, or when it cannot, a neutral tile of the same size stands in,
 * so nothing on the card moves.
 */
export function ProviderPhoto({ url, sx }: { url: string | null; sx?: SxProps<Theme> }) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiRequest<DownloadedBody>({ path: url, responseType: 'blob', quiet: true, signal: controller.signal }).then(
      (body) => {
        objectUrl = URL.createObjectURL(body.blob);
        setSrc(objectUrl);
      },
      // The tile stays: a picture is not worth an error message.
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);

  return (
    <Box
      sx={[
        {
          flexShrink: 0,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'grey.200',
          color: 'grey.600',
          display: 'grid',
          placeItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        // Decorative: the provider's name is next to it.
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ChildCareIcon aria-hidden fontSize="large" />
      )}
    </Box>
  );
}
