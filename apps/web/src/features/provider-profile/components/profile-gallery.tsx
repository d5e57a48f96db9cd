import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PicturePlaceholder } from './picture-placeholder.tsx';
import { StoredImage } from './stored-image.tsx';

// Fixed frames: the page does not move when the pictures arrive. Without pictures, a low banner is enough.
const MAIN_RATIO = { xs: '16 / 9', md: '2 / 1' };
const EMPTY_RATIO = { xs: '5 / 2', md: '4 / 1' };
const THUMB_RATIO = '4 / 3';

/**
 * The provider's background pictures (up to four): one large, and a button for each to show it large. A neutral
 * frame when there are none.
 */
export function ProfileGallery({ pictures, name }: { pictures: readonly string[]; name: string }) {
  const { t } = useTranslation('provider-profile');
  const [shown, setShown] = useState(0);
  const total = pictures.length;
  const current = pictures[Math.min(shown, total - 1)];

  return (
    <Box component="section" aria-label={t('gallery.label', { name })}>
      <Box
        sx={{
          aspectRatio: current ? MAIN_RATIO : EMPTY_RATIO,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        {current ? (
          <StoredImage
            key={current}
            url={current}
            alt={t('gallery.alt', { name, number: Math.min(shown, total - 1) + 1, total })}
          />
        ) : (
          <PicturePlaceholder text={t('gallery.none')} />
        )}
      </Box>
      {total > 1 && (
        <Box
          sx={{
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gap: 1,
            maxWidth: { sm: 480 },
          }}
        >
          {pictures.map((url, index) => (
            <ButtonBase
              key={url}
              onClick={() => setShown(index)}
              aria-label={t('gallery.show', { number: index + 1, total })}
              aria-pressed={index === shown}
              sx={{
                aspectRatio: THUMB_RATIO,
                borderRadius: 1,
                overflow: 'hidden',
                outline: index === shown ? 3 : 0,
                outlineColor: 'primary.main',
                outlineOffset: 1,
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
              }}
            >
              <StoredImage url={url} alt="" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
