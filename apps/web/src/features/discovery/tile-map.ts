/** Web-Mercator tile arithmetic for the small static map (decision 081). */
export const TILE_SIZE = 256;

/** The point's position in world pixels at zoom `z` (the slippy-map convention of OSM). */
export function worldPixel(lat: number, lng: number, z: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** z;
  const rad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale,
  };
}

export interface PlacedTile {
  key: string;
  url: string;
  /** Offset of the tile's top-left corner from the map's centre, in CSS pixels. */
  left: number;
  top: number;
}

/** `{z}/{x}/{y}` templates as tile servers write them; `{s}` picks the first subdomain. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{s}", "a")
    .replace("{r}", "");
}

/**
 * The tiles covering a box of `cols` × `rows` tiles around the point, placed so the point sits
 * at the map's centre. Columns wrap around the date line; rows beyond the poles are skipped.
 */
export function tilesAround(
  template: string,
  lat: number,
  lng: number,
  z: number,
  cols = 5,
  rows = 3,
): PlacedTile[] {
  const p = worldPixel(lat, lng, z);
  const n = 2 ** z;
  const cx = Math.floor(p.x / TILE_SIZE);
  const cy = Math.floor(p.y / TILE_SIZE);
  const out: PlacedTile[] = [];
  const halfC = Math.floor(cols / 2);
  const halfR = Math.floor(rows / 2);
  for (let dy = -halfR; dy <= halfR; dy++) {
    const ty = cy + dy;
    if (ty < 0 || ty >= n) continue;
    for (let dx = -halfC; dx <= halfC; dx++) {
      const tx = cx + dx;
      const wrapped = ((tx % n) + n) % n;
      out.push({
        key: `${z}/${tx}/${ty}`,
        url: tileUrl(template, z, wrapped, ty),
        left: Math.round(tx * TILE_SIZE - p.x),
        top: Math.round(ty * TILE_SIZE - p.y),
      });
    }
  }
  return out;
}
