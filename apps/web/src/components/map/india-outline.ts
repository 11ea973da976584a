import type { FeatureCollection, MultiPolygon } from "geojson";
// A hashed asset URL: fetched only by the map chunk, cached for a year and by the service worker.
import outlineUrl from "./india-states.geojson?url";

export type IndiaOutline = FeatureCollection<MultiPolygon, { name: string; code: string }>;

let loading: Promise<IndiaOutline> | null = null;

/**
 * The shipped outline of India's states and union territories (docs/decisions/131), loaded once
 * per page; a failed load is forgotten so that the next map tries again.
 */
export function loadIndiaOutline(): Promise<IndiaOutline> {
  loading ??= fetch(outlineUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`outline ${res.status}`);
      return res.json() as Promise<IndiaOutline>;
    })
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** All of India, the Andaman and Nicobar Islands and Lakshadweep included (south-west, north-east). */
export const INDIA_BOUNDS: [[number, number], [number, number]] = [
  [6.5, 68],
  [37.2, 97.5],
];
