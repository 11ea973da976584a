// Builds the shipped outline of India's states (apps/web/src/components/map/india-states.geojson)
// from the `world-geojson` package (docs/decisions/131): one feature per state or union
// territory, named and coded as the seed names them, simplified on a shared topology so that
// neighbouring states keep one common border, coordinates rounded to about 100 m.
// The source package is 138 MB, so it is not a dependency; to rebuild the file:
//   npm install --no-save world-geojson@3.5.3 && node scripts/make-india-outline.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { merge } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, quantile, simplify } from "topojson-simplify";

const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve("world-geojson/package.json")), "states", "india");
const sourceVersion = JSON.parse(
  readFileSync(require.resolve("world-geojson/package.json"), "utf8"),
).version;
const out = new URL("../apps/web/src/components/map/india-states.geojson", import.meta.url);

/** The package's files → the states as the product's seed names them (ISO 3166-2:IN, 2023). */
const STATES = {
  andaman_nicobar_island: ["Andaman and Nicobar Islands", "AN"],
  andhra_pradesh: ["Andhra Pradesh", "AP"],
  arunachal_pradesh: ["Arunachal Pradesh", "AR"],
  assam: ["Assam", "AS"],
  bihar: ["Bihar", "BR"],
  chandigarh: ["Chandigarh", "CH"],
  chhattisgarh: ["Chhattisgarh", "CG"],
  // Merged into one union territory in January 2020.
  dadara_nagar_havelli: ["Dadra and Nagar Haveli and Daman and Diu", "DH"],
  daman_diu: ["Dadra and Nagar Haveli and Daman and Diu", "DH"],
  goa: ["Goa", "GA"],
  gujarat: ["Gujarat", "GJ"],
  haryana: ["Haryana", "HR"],
  himachal_pradesh: ["Himachal Pradesh", "HP"],
  jammu_kashmir: ["Jammu and Kashmir", "JK"],
  jharkhand: ["Jharkhand", "JH"],
  karnataka: ["Karnataka", "KA"],
  kerala: ["Kerala", "KL"],
  ladakh: ["Ladakh", "LA"],
  lakshadweep: ["Lakshadweep", "LD"],
  madhya_pradesh: ["Madhya Pradesh", "MP"],
  maharashtra: ["Maharashtra", "MH"],
  manipur: ["Manipur", "MN"],
  meghalaya: ["Meghalaya", "ML"],
  mizoram: ["Mizoram", "MZ"],
  nagaland: ["Nagaland", "NL"],
  nct_of_delhi: ["Delhi", "DL"],
  odisha: ["Odisha", "OD"],
  puducherry: ["Puducherry", "PY"],
  punjab: ["Punjab", "PB"],
  rajasthan: ["Rajasthan", "RJ"],
  sikkim: ["Sikkim", "SK"],
  tamil_nadu: ["Tamil Nadu", "TN"],
  telangana: ["Telangana", "TG"],
  tripura: ["Tripura", "TR"],
  uttar_pradesh: ["Uttar Pradesh", "UP"],
  uttarakhand: ["Uttarakhand", "UK"],
  west_bengal: ["West Bengal", "WB"],
};

/** Drops empty rings and polygons, which some source files contain. */
function clean(geometry) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons
    .map((rings) => rings.filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
  return { type: "MultiPolygon", coordinates: kept };
}

const parts = {};
for (const file of readdirSync(source).sort()) {
  const key = file.replace(/\.json$/, "");
  const state = STATES[key];
  if (!state) throw new Error(`Unknown state file ${file}: add it to STATES`);
  const collection = JSON.parse(readFileSync(join(source, file), "utf8"));
  parts[key] = {
    type: "FeatureCollection",
    features: collection.features.map((f) => ({ ...f, geometry: clean(f.geometry) })),
  };
}
const missing = Object.keys(STATES).filter((k) => !parts[k]);
if (missing.length) throw new Error(`Missing from the package: ${missing.join(", ")}`);

// One topology for all states, so a simplified border is the same line for both neighbours.
let topo = topology(parts, 1e6);
topo = presimplify(topo);
topo = simplify(topo, quantile(topo, 0.12));

const byCode = new Map();
for (const [key, [name, code]] of Object.entries(STATES)) {
  const entry = byCode.get(code) ?? { name, code, geometries: [] };
  entry.geometries.push(...topo.objects[key].geometries);
  byCode.set(code, entry);
}

const round = (n) => Math.round(n * 1000) / 1000;
const roundRing = (ring) => {
  const pts = [];
  for (const [x, y] of ring) {
    const p = [round(x), round(y)];
    const last = pts[pts.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) pts.push(p);
  }
  return pts;
};
const features = [...byCode.values()]
  .map(({ name, code, geometries }) => {
    const geometry = merge(topo, geometries);
    const coordinates = geometry.coordinates
      .map((poly) => poly.map(roundRing).filter((ring) => ring.length >= 4))
      .filter((poly) => poly.length > 0);
    return {
      type: "Feature",
      properties: { name, code },
      geometry: { type: "MultiPolygon", coordinates },
    };
  })
  .sort((a, b) => a.properties.name.localeCompare(b.properties.name));

const collection = {
  type: "FeatureCollection",
  // Licence and source travel with the data (GPL-3.0-or-later, docs/decisions/131).
  source: `world-geojson ${sourceVersion} (states/india), simplified by scripts/make-india-outline.mjs`,
  license: "GPL-3.0-or-later",
  features,
};
writeFileSync(out, `${JSON.stringify(collection)}\n`);
const points = features.reduce((n, f) => n + f.geometry.coordinates.flat(2).length, 0);
console.log(
  `${features.length} states, ${points} points, ${JSON.stringify(collection).length} bytes`,
);
