import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '../lib/search-params.ts';
import { SearchFilterPanel } from './search-filters.tsx';

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
};

/** The filters on phones and narrow windows: a drawer over the results; each change applies at once. */
export function FilterDrawer({ open, onClose, filters, onChange }: FilterDrawerProps) {
  const { t } = useTranslation('provider-search');
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 380 } } } }}
      // Over the app bar, which itself sits over the sidebar drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('filters.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 2 }}>
        <SearchFilterPanel filters={filters} onChange={onChange} idPrefix="drawer-filter" />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {t('filters.show')}
        </Button>
      </Box>
    </Drawer>
  );
}
