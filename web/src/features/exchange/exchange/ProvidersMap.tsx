import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
// Leaflet's UMD build sets `window.L`, which the marker-cluster plugin extends: keep this order.
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesAtlas from 'world-atlas/countries-110m.json';

/**
 * The exchange's map (DESIGN "Map"): Leaflet with no tile server. The countries come bundled
 * from Natural Earth (world-atlas, 1:110m) through topojson-client, Poland (ISO 3166 numeric 616)
 * highlighted; the providers are circle markers clustered by leaflet.markercluster. Nothing is
 * fetched, so it works offline and under the app's Content-Security-Policy. A tile layer is drawn
 * only when `tileUrl` is given (Query.mapTiles, from MAP_TILE_URL; the server then allows its
 * origin in img-src), above the outline: where a tile fails to load (no tile server reachable),
 * Leaflet leaves it hidden and the outline shows through; Poland's border stays on top.
 *
 * A thin wrapper: Leaflet owns the map's DOM; React only hands it markers and the selection.
 */

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  companyName: string;
}

interface Props {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  tileUrl?: string | null;
  tileAttribution?: string | null;
}

const POLAND_ID = '616';
/** A pane under Leaflet's tile pane (z-index 200) for the outline when tiles are drawn. */
const OUTLINE_PANE = 'exchange-outline';

/** Leaflet writes attributions as HTML: the configured one is plain text. */
function asText(text: string): string {
  const span = document.createElement('span');
  span.textContent = text;
  return span.innerHTML;
}
/** Poland with a margin: the first view and how far the map may be dragged away. */
const POLAND_BOUNDS = L.latLngBounds([48.9, 14.0], [54.9, 24.2]);
const MAX_BOUNDS = POLAND_BOUNDS.pad(0.6);

type Countries = GeoJSON.FeatureCollection<GeoJSON.Geometry, { name?: string }>;
let countriesCache: Countries | null = null;
function countries(): Countries {
  if (!countriesCache) {
    const topology = countriesAtlas as unknown as Topology<{ countries: GeometryCollection<{ name?: string }> }>;
    countriesCache = feature(topology, topology.objects.countries);
  }
  return countriesCache;
}

export default function ProvidersMap({ markers, selectedId, onSelect, tileUrl, tileAttribution }: Props) {
  const { t } = useLingui();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const layersRef = useRef(new Map<string, L.CircleMarker>());
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const primary = theme.palette.primary.main;
  const selectedColour = theme.palette.secondary.main;

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      maxBounds: MAX_BOUNDS,
      maxBoundsViscosity: 0.8,
      minZoom: 5,
      maxZoom: 13,
      zoomSnap: 0.25,
      worldCopyJump: false,
      preferCanvas: false,
    });
    map.attributionControl.setPrefix(false);
    map.attributionControl.addAttribution('Natural Earth');
    if (tileUrl) {
      map.createPane(OUTLINE_PANE).style.zIndex = '150';
      L.tileLayer(tileUrl, { attribution: tileAttribution ? asText(tileAttribution) : undefined }).addTo(map);
    }
    const outline = L.geoJSON(countries(), {
      interactive: false,
      pane: tileUrl ? OUTLINE_PANE : 'overlayPane',
      style: (item) =>
        item?.id === POLAND_ID
          ? { className: 'exchange-poland', color: '#56708c', weight: 1.5, fillColor: '#ffffff', fillOpacity: 1 }
          : { color: '#9fb0c2', weight: 1, fillColor: '#e7ecf1', fillOpacity: 1 },
    });
    outline.addTo(map);
    if (tileUrl) {
      // Poland's border over the tiles, so the country stays marked on a full map.
      L.geoJSON(
        countries().features.filter((item) => item.id === POLAND_ID),
        {
          interactive: false,
          style: { className: 'exchange-poland-border', color: '#56708c', weight: 2, fill: false },
        },
      ).addTo(map);
    }
    map.fitBounds(POLAND_BOUNDS);

    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 45,
      iconCreateFunction: (group) => {
        const count = group.getChildCount();
        const size = count < 10 ? 34 : count < 100 ? 40 : 46;
        const html = document.createElement('span');
        html.textContent = String(count);
        return L.divIcon({ html, className: 'exchange-cluster', iconSize: L.point(size, size) });
      },
    });
    cluster.addTo(map);
    mapRef.current = map;
    clusterRef.current = cluster;

    // The container's size follows the layout (the list beside it, a phone turned): redraw then.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    const layers = layersRef.current;
    return () => {
      observer.disconnect();
      layers.clear();
      map.remove();
      mapRef.current = null;
      clusterRef.current = null;
    };
  }, [tileUrl, tileAttribution]);

  // The markers, whenever the filtered list changes.
  useEffect(() => {
    const cluster = clusterRef.current;
    if (!cluster) return;
    cluster.clearLayers();
    const layers = layersRef.current;
    layers.clear();
    const created = markers.map((item) => {
      const marker = L.circleMarker([item.lat, item.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: primary,
        fillOpacity: 0.95,
        bubblingMouseEvents: false,
      });
      // A text node: company names never become HTML.
      const label = document.createElement('span');
      label.textContent = item.companyName;
      marker.bindTooltip(label, { direction: 'top', offset: L.point(0, -8) });
      marker.on('click', () => onSelectRef.current(item.id));
      layers.set(item.id, marker);
      return marker;
    });
    cluster.addLayers(created);
  }, [markers, primary]);

  // The selected provider: highlighted and brought into view (out of its cluster).
  useEffect(() => {
    const cluster = clusterRef.current;
    for (const [id, marker] of layersRef.current) {
      const selected = id === selectedId;
      marker.setStyle({ fillColor: selected ? selectedColour : primary, radius: selected ? 12 : 9 });
      if (!selected) continue;
      const map = mapRef.current;
      if (map?.hasLayer(marker) && map.getBounds().contains(marker.getLatLng())) {
        marker.bringToFront();
        marker.openTooltip();
      } else {
        cluster?.zoomToShowLayer(marker, () => {
          marker.bringToFront();
          marker.openTooltip();
        });
      }
    }
  }, [selectedId, markers, primary, selectedColour]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={t`Map of providers`}
      data-testid="exchange-map"
      data-markers={markers.length}
      sx={{
        height: '100%',
        minHeight: 320,
        width: '100%',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        // The sea and the world beyond the outline (where no tile is drawn).
        '&.leaflet-container': { bgcolor: '#cfe3f3', fontFamily: theme.typography.fontFamily },
        '& .exchange-cluster': {
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: primary,
          color: theme.palette.primary.contrastText,
          border: '3px solid rgba(255,255,255,0.85)',
          boxShadow: 2,
          fontWeight: 700,
          fontSize: '0.85rem',
        },
        '& .leaflet-tooltip': { fontWeight: 600 },
      }}
    />
  );
}
