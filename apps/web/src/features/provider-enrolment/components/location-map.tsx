import { divIcon, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseLayers } from '../../../components/ui/map/base-layers.tsx';

export type LatLng = { lat: number; lng: number };

export type LocationMapProps = {
  position: LatLng;
  tilesUrl: string;
  onMove: (position: LatLng) => void;
  /** Called once when a tile cannot load; the page says so and the pin still works on the blank map. */
  onTilesFailed: () => void;
  labels: { pin: string; zoomIn: string; zoomOut: string };
};

// An inline SVG pin: no marker images to bundle, and it inherits the theme's primary colour.
const PIN = divIcon({
  className: 'kinderly-map-pin',
  html: '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true"><path fill="#1976D2" stroke="#0d47a1" d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [30, 45],
  iconAnchor: [15, 45],
});

/** Keeps the view on the pin when the position changes from outside (geolocation, typed coordinates). */
function FollowPosition({ position }: { position: LatLng }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  return null;
}

function ClickToPlace({ onMove }: { onMove: (position: LatLng) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The Leaflet map of the location step: a draggable pin (or a click) sets the coordinates. Loaded as its own chunk,
 * so Leaflet never weighs on pages without a map.
 */
export default function LocationMap({ position, tilesUrl, onMove, onTilesFailed, labels }: LocationMapProps) {
  const markerRef = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const marker = markerRef.current;
        if (marker) onMove({ lat: marker.getLatLng().lat, lng: marker.getLatLng().lng });
      },
    }),
    [onMove],
  );

  return (
    <MapContainer
      center={position}
      zoom={15}
      zoomControl={false}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <BaseLayers tilesUrl={tilesUrl} onTilesFailed={onTilesFailed} labels={labels} />
      <Marker
        position={position}
        draggable
        icon={PIN}
        title={labels.pin}
        alt={labels.pin}
        ref={markerRef}
        eventHandlers={handlers}
      />
      <FollowPosition position={position} />
      <ClickToPlace onMove={onMove} />
    </MapContainer>
  );
}
