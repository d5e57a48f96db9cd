import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { divIcon, latLng, point, type LeafletEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Circle, MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { BaseLayers } from '../../../components/ui/map/base-layers.tsx';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { providerPath } from '../lib/paths.ts';

/** What the clustering plugin hands to `iconCreateFunction` (its type lives in the plugin's own package). */
type MarkerCluster = { getChildCount: () => number };

export type MapProvider = { id: string; displayName: string; latitude: number; longitude: number };

export type ResultsMapProps = {
  center: { latitude: number; longitude: number };
  distanceKm: number;
  providers: readonly MapProvider[];
  highlightedId: string | null;
  tilesUrl: string;
  onTilesFailed: () => void;
  labels: {
    center: string;
    profileLink: string;
    zoomIn: string;
    zoomOut: string;
    closePopup: string;
    cluster: (count: number) => string;
  };
};

const pinHtml = (fill: string, stroke: string) =>
  `<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path fill="${fill}" stroke="${stroke}" d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;
// Inline SVG pins in the theme's colours: no marker images to bundle. The highlighted one is darker and larger.
const PIN = divIcon({
  className: 'kinderly-map-pin',
  html: pinHtml('#1976D2', '#0d47a1'),
  iconSize: [28, 42],
  iconAnchor: [14, 42],
  popupAnchor: [0, -38],
});
const PIN_HIGHLIGHTED = divIcon({
  className: 'kinderly-map-pin kinderly-map-pin-highlighted',
  html: pinHtml('#c62828', '#8e0000'),
  iconSize: [28, 42],
  iconAnchor: [14, 42],
  popupAnchor: [0, -38],
});
const CENTER = divIcon({
  className: 'kinderly-map-center',
  html: '<span></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Shows the whole search area (the circle of the chosen distance) whenever the search changes, and again when the
 * map's box changes size (the layout settling, a rotated phone), which Leaflet does not notice by itself.
 */
function FitSearchArea({ center, distanceKm }: Pick<ResultsMapProps, 'center' | 'distanceKm'>) {
  const map = useMap();
  useEffect(() => {
    const bounds = latLng(center.latitude, center.longitude).toBounds(distanceKm * 2000);
    const fit = () => {
      map.invalidateSize({ pan: false });
      // No animation: a zoom still running would leave the circle and tiles drawn for the old size a moment.
      map.fitBounds(bounds, { padding: [16, 16], animate: false });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, center.latitude, center.longitude, distanceKm]);
  return null;
}

/**
 * The results on a Leaflet map: one pin per provider (coordinates rounded by the server), grouped into numbered
 * clusters where they crowd, each with a popup naming the provider and linking to the profile. Loaded as its own
 * chunk, so Leaflet never weighs on the other pages.
 */
export default function ResultsMap({
  center,
  distanceKm,
  providers,
  highlightedId,
  tilesUrl,
  onTilesFailed,
  labels,
}: ResultsMapProps) {
  const { cluster, closePopup } = labels;
  // Leaflet names its popup's close button in English; the reader's language instead.
  const popupHandlers = useMemo(
    () => ({
      add: (event: LeafletEvent) => {
        const popup = event.target as { getElement: () => HTMLElement | undefined };
        popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closePopup);
      },
    }),
    [closePopup],
  );
  const clusterIcon = useMemo(
    () => (group: MarkerCluster) => {
      const count = group.getChildCount();
      return divIcon({
        className: 'kinderly-map-cluster',
        html: `<span aria-hidden="true">${count}</span><span class="kinderly-visually-hidden">${escapeHtml(cluster(count))}</span>`,
        iconSize: point(40, 40),
      });
    },
    [cluster],
  );

  return (
    <MapContainer
      center={[center.latitude, center.longitude]}
      zoom={12}
      // Quarter steps, so the circle of the search fills the box whatever its size.
      zoomSnap={0.25}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <BaseLayers tilesUrl={tilesUrl} onTilesFailed={onTilesFailed} labels={labels} />
      <FitSearchArea center={center} distanceKm={distanceKm} />
      <Circle
        center={[center.latitude, center.longitude]}
        radius={distanceKm * 1000}
        interactive={false}
        pathOptions={{ color: '#1976D2', weight: 1, fillOpacity: 0.04 }}
      />
      <Marker
        position={[center.latitude, center.longitude]}
        icon={CENTER}
        title={labels.center}
        keyboard={false}
        interactive={false}
      />
      <MarkerClusterGroup
        iconCreateFunction={clusterIcon}
        showCoverageOnHover={false}
        maxClusterRadius={48}
        chunkedLoading
      >
        {providers.map((provider) => (
          <Marker
            key={provider.id}
            position={[provider.latitude, provider.longitude]}
            icon={provider.id === highlightedId ? PIN_HIGHLIGHTED : PIN}
            zIndexOffset={provider.id === highlightedId ? 1000 : 0}
            title={provider.displayName}
          >
            <Popup eventHandlers={popupHandlers}>
              <strong>{provider.displayName}</strong>
              <br />
              <Link to={providerPath(provider.id)}>{labels.profileLink}</Link>
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  );
}
