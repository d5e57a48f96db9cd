import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TileIcon } from './tile-icon.tsx';

export type FilterTile = {
  id: number;
  name: string;
  description: string | null;
  icon: string | null;
  /** The payment option's amount as section 2 writes it (`$40-$60`, `< $40`...). */
  payment?: string | null;
  disabled?: boolean;
};

type FilterTilesProps = {
  /** The group's accessible name (the step's question). */
  label: string;
  tiles: readonly FilterTile[];
  selected: readonly number[];
  /** A tile toggles (SPEC section 2): the new selection. */
  onChange: (selected: number[]) => void;
  /** Shows the info button on each tile; the page opens its details (a school plan's page). */
  onInfo?: (tile: FilterTile) => void;
};

/**
 * The waitlist's filter panel (SPEC section 2): selectable icon tiles with a name, a description, an optional
 * payment range and an optional info button. Each tile is a toggle button (`aria-pressed`).
 */
export function FilterTiles({ label, tiles, selected, onChange, onInfo }: FilterTilesProps) {
  const { t } = useTranslation('waitlist');
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        // minmax(0, ...): a long word must not push a column out of the step's card; three only where they fit.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile) => {
        const pressed = selected.includes(tile.id);
        return (
          <Box key={tile.id} sx={{ position: 'relative' }}>
            <ButtonBase
              aria-pressed={pressed}
              disabled={tile.disabled}
              onClick={() => toggle(tile.id)}
              sx={{
                width: '100%',
                height: '100%',
                p: 2,
                pr: onInfo ? 6 : 2,
                borderRadius: 2,
                border: 2,
                borderColor: pressed ? 'primary.main' : 'divider',
                bgcolor: pressed ? 'action.selected' : 'background.paper',
                justifyContent: 'flex-start',
                textAlign: 'left',
                opacity: tile.disabled ? 0.6 : 1,
              }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <TileIcon name={tile.icon} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {tile.name}
                  </Typography>
                  {tile.payment ? (
                    <Typography component="span" sx={{ display: 'block' }} color="primary">
                      {tile.payment}
                    </Typography>
                  ) : null}
                  {tile.description ? (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {tile.description}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
            </ButtonBase>
            {onInfo ? (
              <IconButton
                aria-label={t('tiles.info', { name: tile.name })}
                onClick={() => onInfo(tile)}
                sx={{ position: 'absolute', top: 4, right: 4 }}
              >
                <InfoOutlinedIcon />
              </IconButton>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
