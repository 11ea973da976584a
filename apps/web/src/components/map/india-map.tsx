import "leaflet/dist/leaflet.css";
import { Box, Typography, useTheme } from "@mui/material";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clusterIndex, type MapPoint } from "./clusters";
import { INDIA_BOUNDS, loadIndiaOutline } from "./india-outline";
import { clusterIcon, pinIcon } from "./markers";

/** With tiles a street can be seen; the shipped outline has no detail past a district's size. */
const ZOOM = { tiles: { min: 3, max: 18 }, outline: { min: 3, max: 10 } };

export interface IndiaMapProps {
  /** A tile server template (`MAP_TILE_URL`), or null: the shipped outline of India's states. */
  tileUrl: string | null;
  points: MapPoint[];
  /** The accessible name of the map. */
  label: string;
  height: number | string;
  /** Where the map opens. Without it the map fits the points (all of India when there are none). */
  center?: { lat: number; lng: number };
  /** Groups nearby points at low zoom (the map of every temple); off for a single temple. */
  cluster?: boolean;
  /** A marker's click or Enter: without it markers are not buttons (nothing would happen). */
  onOpen?(point: MapPoint): void;
}

/**
 * Where the map looks: the given centre, else every point, else all of India. Not animated:
 * Leaflet drops a new view asked for while a zoom animation runs, and a filter changes the
 * points twice in quick succession (none while loading, then the new ones).
 */
function lookAt(
  map: L.Map,
  {
    center,
    points,
    tiles,
  }: { center?: IndiaMapProps["center"]; points: MapPoint[]; tiles: boolean },
) {
  const still = { animate: false };
  if (center) map.setView([center.lat, center.lng], tiles ? 15 : 6, still);
  else if (points.length > 0)
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])).pad(0.1), {
      ...still,
      maxZoom: 12,
    });
  else map.fitBounds(INDIA_BOUNDS, still);
}

/**
 * The one interactive map of the product (docs/decisions/130): Leaflet for pan, zoom, pinch and
 * the keyboard; supercluster for clusters; tiles from the configured server, or the outline of
 * India's states shipped with the product so that the map works offline. Used by `/map` and by
 * a temple's public page, always through a lazy import: Leaflet is never in the entry chunk.
 */
export default function IndiaMap({
  tileUrl,
  points,
  label,
  height,
  center,
  cluster = false,
  onOpen,
}: IndiaMapProps) {
  const { t } = useTranslation("map");
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [outlineFailed, setOutlineFailed] = useState(false);
  const zoom = tileUrl ? ZOOM.tiles : ZOOM.outline;
  const latest = useRef({ onOpen, t, center, points });
  latest.current = { onOpen, t, center, points };

  // The map and its base layer: made once per container and tile server.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, {
      zoomControl: false,
      minZoom: zoom.min,
      maxZoom: zoom.max,
      // Half steps: all of India fills a phone's or a desktop's map instead of a third of it.
      zoomSnap: 0.5,
      // Without tiles there is nothing to see outside India.
      maxBounds: tileUrl ? undefined : L.latLngBounds(INDIA_BOUNDS).pad(0.25),
    });
    L.control.zoom({ zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") }).addTo(m);
    m.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    // Made at the view it is to show, before the tiles are added: a map first fitted to India
    // and moved by the effect below had a phone fetch India's tiles only to drop them.
    lookAt(m, { ...latest.current, tiles: Boolean(tileUrl) });
    let cancelled = false;
    if (tileUrl) {
      L.tileLayer(tileUrl, {
        subdomains: "abc",
        maxZoom: zoom.max,
        attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${t("tilesAttribution")}</a>`,
      }).addTo(m);
    } else {
      loadIndiaOutline().then(
        (outline) => {
          if (cancelled) return;
          L.geoJSON(outline, {
            interactive: false,
            style: {
              color: theme.palette.mode === "dark" ? "#94a3b8" : "#64748b",
              weight: 1,
              fillColor: theme.palette.mode === "dark" ? "#334155" : "#f8fafc",
              fillOpacity: 1,
            },
            attribution: `<a href="/licenses/world-geojson-GPL-3.0.txt" target="_blank" rel="noopener">${t("outlineAttribution")}</a>`,
          })
            .addTo(m)
            .bringToBack();
        },
        () => !cancelled && setOutlineFailed(true),
      );
    }
    // A container sized after the first paint (a card that grows, a phone turned) redraws.
    const resize =
      typeof ResizeObserver === "function" ? new ResizeObserver(() => m.invalidateSize()) : null;
    resize?.observe(el);
    setMap(m);
    return () => {
      cancelled = true;
      resize?.disconnect();
      m.remove();
      setMap(null);
    };
    // The labels are read once; a language change redraws markers, not the whole map.
  }, [tileUrl, zoom.min, zoom.max, theme.palette.mode]);

  // The view again when the centre or the points change.
  const centerKey = center ? `${center.lat},${center.lng}` : null;
  const pointsKey = points.map((p) => p.id).join(",");
  // Keyed on what changes the view, not on new arrays with the same temples.
  useEffect(() => {
    if (map) lookAt(map, { center, points, tiles: Boolean(tileUrl) });
  }, [map, centerKey, pointsKey]);

  // The markers, redrawn after every move when clustering (clusters depend on the zoom). A
  // marker still wanted after a move is kept, not made again: a move comes at any moment (the
  // container resized because a scrollbar came or went, a pan), and a marker replaced between a
  // press and its release would lose the devotee's click.
  useEffect(() => {
    if (!map) return;
    const colours = { fill: theme.palette.primary.main, text: theme.palette.primary.contrastText };
    const layer = L.layerGroup().addTo(map);
    const index = cluster ? clusterIndex(points, zoom.max - 1) : null;
    const shown = new Map<string, L.Marker>();
    const draw = () => {
      const { onOpen: open, t: tr } = latest.current;
      const b = map.getBounds();
      const placed = index
        ? index.at([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom())
        : points.map((point) => ({ kind: "point" as const, point }));
      const wanted = new Set<string>();
      for (const p of placed) {
        const key =
          p.kind === "cluster" ? `cluster:${map.getZoom()}:${p.id}` : `point:${p.point.id}`;
        wanted.add(key);
        if (shown.has(key)) continue;
        let marker: L.Marker;
        if (p.kind === "cluster") {
          const name = tr("cluster", { count: p.count });
          marker = L.marker([p.lat, p.lng], {
            icon: clusterIcon(p.count, name, colours),
            title: name,
          }).on("click", () =>
            map.flyTo([p.lat, p.lng], Math.min(index!.expansionZoom(p.id), zoom.max)),
          );
        } else {
          const point = p.point;
          marker = L.marker([point.lat, point.lng], {
            icon: pinIcon(point.label, colours),
            title: point.label,
            keyboard: !!open,
            interactive: !!open,
            riseOnHover: true,
          }).on("click", () => latest.current.onOpen?.(point));
        }
        shown.set(key, marker.addTo(layer));
      }
      for (const [key, marker] of shown) {
        if (wanted.has(key)) continue;
        layer.removeLayer(marker);
        shown.delete(key);
      }
    };
    draw();
    map.on("moveend", draw);
    return () => {
      map.off("moveend", draw);
      layer.remove();
    };
  }, [
    map,
    points,
    cluster,
    zoom.max,
    theme.palette.primary.main,
    theme.palette.primary.contrastText,
  ]);

  return (
    <>
      <Box
        ref={box}
        role="region"
        aria-label={label}
        data-testid="india-map"
        data-base={tileUrl ? "tiles" : "outline"}
        sx={{
          height,
          borderRadius: 1,
          border: 1,
          borderColor: "divider",
          // The sea around the outline, and the backdrop while tiles arrive (over Leaflet's grey).
          "&.leaflet-container": { bgcolor: theme.palette.mode === "dark" ? "#0f172a" : "#dbeafe" },
          "&:focus-visible": { outline: "2px solid #fbbf24", outlineOffset: 2 },
          "& .leaflet-marker-icon:focus-visible": {
            outline: "2px solid #fbbf24",
            outlineOffset: 2,
          },
        }}
      />
      {outlineFailed && (
        <Typography variant="caption" color="text.secondary">
          {t("outlineFailed")}
        </Typography>
      )}
    </>
  );
}
