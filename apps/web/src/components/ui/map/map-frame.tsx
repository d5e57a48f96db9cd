import { Alert, Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { getPublicConfig } from '../../../lib/public-config.ts';

/** What the Leaflet map inside a frame needs from it. */
export type MapTiles = {
  /** MAP_TILES_URL of the public configuration; empty when it could not be read. */
  tilesUrl: string;
  /** Called when a tile cannot load: the frame shows its note once. */
  onTilesFailed: () => void;
};

type MapFrameProps = {
  /** The region's accessible name. */
  label: string;
  /** Shown when the tiles (or the configuration naming them) cannot load; the page must read well without them. */
  failedText: string;
  /** The map itself, usually a lazily loaded Leaflet component (Leaflet is only fetched where a map is shown). */
  children: (tiles: MapTiles) => ReactNode;
  /** Size and extra styles of the map's box (height or aspect ratio). */
  frameSx?: SxProps<Theme>;
  /** The outer box, which holds the map and the note. */
  sx?: SxProps<Theme>;
  /** The note above the map instead of below it (a map that fills the height of its column). */
  noteFirst?: boolean;
};

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);

/**
 * Every map of the app: a named region with a skeleton while the tiles' address and the map's code arrive, and a
 * note when the tiles cannot load (offline, a blocked tile server), so the map is never the only way to a fact.
 */
export function MapFrame({ label, failedText, children, frameSx, sx, noteFirst = false }: MapFrameProps) {
  const config = useQuery({ queryKey: ['public-config'], queryFn: ({ signal }) => getPublicConfig(signal) });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const note = (tilesFailed || config.isError) && <Alert severity="info">{failedText}</Alert>;
  const skeleton = <Skeleton variant="rectangular" height="100%" />;

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, ...asList(sx)]}>
      {noteFirst && note}
      <Box
        role="region"
        aria-label={label}
        sx={[
          {
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            // Leaflet panes stack up to z-index 1000; keep them under the app bar and dialogs.
            isolation: 'isolate',
          },
          ...asList(frameSx),
        ]}
      >
        {config.isPending ? (
          skeleton
        ) : (
          <Suspense fallback={skeleton}>
            {children({ tilesUrl: config.data?.mapTilesUrl ?? '', onTilesFailed })}
          </Suspense>
        )}
      </Box>
      {!noteFirst && note}
    </Box>
  );
}
