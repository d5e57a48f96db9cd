import 'leaflet/dist/leaflet.css';
import type { LeafletEvent } from 'leaflet';
import { useMemo, useRef } from 'react';
import { TileLayer, ZoomControl } from 'react-leaflet';
import type { MapTiles } from './map-frame.tsx';

type BaseLayersProps = MapTiles & { labels: { zoomIn: string; zoomOut: string } };

/**
 * The layers every map starts with, inside a react-leaflet MapContainer: OpenStreetMap tiles from MAP_TILES_URL
 * (their first failure reported once to the MapFrame) and the zoom buttons, named in the reader's language. Only
 * the lazily loaded map modules import this, so Leaflet stays out of the pages' own code.
 */
export function BaseLayers({ tilesUrl, onTilesFailed, labels }: BaseLayersProps) {
  const failedRef = useRef(false);
  const tileHandlers = useMemo(
    () => ({
      tileerror: (_event: LeafletEvent) => {
        if (failedRef.current) return;
        failedRef.current = true;
        onTilesFailed();
      },
    }),
    [onTilesFailed],
  );
  return (
    <>
      {tilesUrl && (
        <TileLayer
          url={tilesUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          eventHandlers={tileHandlers}
        />
      )}
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
    </>
  );
}
