// Draws the shipped outline of India's states (apps/web/src/components/map/india-states.geojson,
// docs/decisions/131) as one SVG file for the light temple page's map (decision 163): an
// equirectangular projection over the map's bounds (68°–97.5° E, 6.5°–37.2° N), longitudes
// shortened by cos 22° so that the country keeps its shape. A point's place on the picture is
// therefore a straight fraction of the bounds, which is all the server needs to put a pin on it.
// To rebuild after the outline changes: node scripts/make-india-outline-svg.mjs
import { readFileSync, writeFileSync } from "node:fs";

const WEST = 68;
const EAST = 97.5;
const SOUTH = 6.5;
const NORTH = 37.2;
const SCALE = 20; // SVG units per degree of latitude
const SHRINK = Math.cos((22 * Math.PI) / 180);

const source = new URL("../apps/web/src/components/map/india-states.geojson", import.meta.url);
const out = new URL("../apps/web/public/maps/india-states.svg", import.meta.url);
const outline = JSON.parse(readFileSync(source, "utf8"));

const x = (lng) => (lng - WEST) * SHRINK * SCALE;
const y = (lat) => (NORTH - lat) * SCALE;
const round = (n) => Math.round(n * 10) / 10;
const width = round(x(EAST));
const height = round(y(SOUTH));

/** One ring as a path: the first point absolute, the rest relative (shorter), closed. */
function ring(points) {
  let d = "";
  let px = 0;
  let py = 0;
  points.forEach(([lng, lat], i) => {
    const qx = round(x(lng));
    const qy = round(y(lat));
    if (i === 0) d += `M${qx} ${qy}`;
    else if (qx !== px || qy !== py)
      d += `l${round(qx - px)} ${round(qy - py)}`.replace(/ -/g, "-");
    px = qx;
    py = qy;
  });
  return `${d}z`;
}

const paths = outline.features.map((f) => {
  const polygons =
    f.geometry.type === "MultiPolygon" ? f.geometry.coordinates : [f.geometry.coordinates];
  const d = polygons.flatMap((polygon) => polygon.map(ring)).join("");
  return `<path id="${f.properties.code}" d="${d}"><title>${f.properties.name}</title></path>`;
});

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<title>India's states and union territories</title>
<!-- India's states and union territories: ${outline.source}; ${outline.license}. Made by scripts/make-india-outline-svg.mjs -->
<g fill="#f4efe3" stroke="#8d8272" stroke-width="0.6" stroke-linejoin="round">
${paths.join("\n")}
</g>
</svg>
`;
writeFileSync(out, svg);
console.log(`${out.pathname}: ${svg.length} bytes, ${width}×${height}`);
