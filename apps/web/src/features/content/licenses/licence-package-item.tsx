import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicensedPackage } from './licence-list.ts';

/** One package: name (linked to its source), version, and its licence text on demand. */
export function LicencePackageItem({ item }: { item: LicensedPackage }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const textId = useId();

  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          {item.url ? (
            <Link
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              color="primary.dark"
              aria-label={t('content.licenses.source', { name: item.name })}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {item.name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
          )}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('content.licenses.version', { version: item.version })}
          </Typography>
        </Box>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={open ? textId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          sx={{ flexShrink: 0, color: 'primary.dark', ml: { xs: -0.625, sm: 0 } }}
        >
          {open ? t('content.licenses.hideText') : t('content.licenses.showText')}
        </Button>
      </Stack>
      {open && (
        <Box id={textId} sx={{ mt: 1 }}>
          {item.licenseText ? (
            <>
              <Box
                component="pre"
                tabIndex={0}
                sx={{
                  m: 0,
                  p: 2,
                  maxHeight: 320,
                  overflow: 'auto',
                  bgcolor: 'grey.50',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  fontSize: '0.8125rem',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {item.licenseText}
              </Box>
              {item.licenseTextTruncated && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('content.licenses.excerpt')}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('content.licenses.noText')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
