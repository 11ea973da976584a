import { createHash } from "node:crypto";
import type { TempleStyle } from "@sannidhi/contracts";
import { type Random, randomFrom } from "../../lib/seeded-random.js";
import { drawTemple, type Palette } from "./illustration-styles.js";

/**
 * A temple's own picture until staff upload a photo (issue 19, decision 182): an SVG drawn by
 * the server from the temple's facts — its architectural style, its deity's colours and its
 * name — so neighbours in a list of results look different, with nothing fetched from outside
 * and no photo the demo has no right to. About 2 KB; cached by the browser for a year under a
 * URL that changes with the facts.
 */
export interface TempleFacts {
  slug: string;
  name: string;
  style: TempleStyle | null;
  /** ISO code of the state (`TN`), to guess a style that was not set. */
  stateCode: string | null;
  /** The deity's English name: its colours (unknown deities get colours from the name). */
  deity: string | null;
}

/** Bumped when the drawing changes, so browsers fetch the new one. */
const DRAWING_VERSION = 1;

/** Regional styles, for a temple whose style staff have not chosen yet. */
const STYLE_BY_STATE: Record<string, TempleStyle> = {
  TN: "dravidian",
  PY: "dravidian",
  AP: "dravidian",
  TG: "dravidian",
  KA: "vesara",
  KL: "kerala",
  OD: "kalinga",
  WB: "bengal",
  TR: "bengal",
  GJ: "maru-gurjara",
  RJ: "maru-gurjara",
  UK: "himalayan",
  HP: "himalayan",
  JK: "himalayan",
  LA: "himalayan",
  SK: "himalayan",
  AR: "himalayan",
};

export const styleOf = (f: TempleFacts): TempleStyle =>
  f.style ?? STYLE_BY_STATE[f.stateCode ?? ""] ?? "nagara";

/** Traditional colours of each deity's worship: garments, flags, marks (first = main). */
const DEITY_COLOURS: Record<string, [string, string]> = {
  shiva: ["#4f6d8f", "#e7e5e4"],
  vishnu: ["#1d4ed8", "#facc15"],
  devi: ["#b91c1c", "#f59e0b"],
  ganesha: ["#ea580c", "#dc2626"],
  murugan: ["#dc2626", "#15803d"],
  hanuman: ["#f97316", "#b91c1c"],
  surya: ["#f59e0b", "#dc2626"],
  ayyappa: ["#1f2937", "#f97316"],
  krishna: ["#1e3a8a", "#0d9488"],
  rama: ["#15803d", "#2563eb"],
  brahma: ["#d97706", "#b91c1c"],
};

const SKIES = [
  { top: "#fde68a", bottom: "#fb923c", sun: "#fff7ed" }, // dawn
  { top: "#7dd3fc", bottom: "#e0f2fe", sun: "#fef9c3" }, // morning
  { top: "#38bdf8", bottom: "#bae6fd", sun: "#fffbeb" }, // noon
  { top: "#c084fc", bottom: "#fdba74", sun: "#ffedd5" }, // dusk
  { top: "#1e3a8a", bottom: "#6366f1", sun: "#f8fafc" }, // moonrise
  { top: "#fca5a5", bottom: "#fef3c7", sun: "#fff1f2" }, // festival morning
] as const;

function deityColours(deity: string | null, rnd: Random): [string, string] {
  const key = (deity ?? "").toLowerCase();
  const known = Object.keys(DEITY_COLOURS).find((k) => key.includes(k));
  if (known) return DEITY_COLOURS[known] as [string, string];
  const hue = rnd.int(0, 359);
  return [`hsl(${hue} 70% 40%)`, `hsl(${(hue + 40) % 360} 80% 55%)`];
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** The version part of the illustration's URL: changes whenever the drawing would. */
/** Versions already worked out, by their facts: at most this many, the oldest dropped first. */
const MAX_KEPT_VERSIONS = 20_000;
const keptVersions = new Map<string, string>();

export function illustrationVersion(f: TempleFacts): string {
  const facts = [DRAWING_VERSION, f.slug, f.name, styleOf(f), f.deity ?? ""].join("\u0000");
  // Every card of every search page carries one: a hash per card was a twentieth of the
  // server's own time under uncached search load (decision 169, amended 2026-11-28).
  let version = keptVersions.get(facts);
  if (version === undefined) {
    version = createHash("sha256").update(facts).digest("base64url").slice(0, 12);
    keptVersions.set(facts, version);
    if (keptVersions.size > MAX_KEPT_VERSIONS)
      keptVersions.delete(keptVersions.keys().next().value as string);
  }
  return version;
}

export const illustrationUrl = (f: TempleFacts) =>
  `/api/public/temples/${encodeURIComponent(f.slug)}/illustration.svg?v=${illustrationVersion(f)}`;

export function drawIllustration(f: TempleFacts): string {
  const rnd = randomFrom(`${f.slug}|${f.name}`);
  const sky = rnd.pick(SKIES);
  const [main, second] = deityColours(f.deity, rnd);
  const palette: Palette = { main, second, sky: sky.bottom };
  const night = sky.top === "#1e3a8a";
  const sunX = rnd.int(40, 280);
  const sunY = rnd.int(36, 80);
  const stars = night
    ? Array.from({ length: 7 }, () => `M${rnd.int(5, 315)} ${rnd.int(5, 90)}h1.5`).join("")
    : "";
  const birds = Array.from(
    { length: rnd.int(0, 3) },
    () => `M${rnd.int(30, 280)} ${rnd.int(30, 90)}q4-4 8 0q4-4 8 0`,
  ).join("");
  const hills = rnd.next() < 0.5;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img">`,
    `<title>${escapeXml(f.name)}</title>`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`,
    `<rect width="320" height="240" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${night ? 14 : 20}" fill="${sky.sun}" opacity=".9"/>`,
    stars && `<path d="${stars}" stroke="#fff" stroke-width="1.5"/>`,
    birds && `<path d="${birds}" fill="none" stroke="#334155" stroke-width="1.5"/>`,
    hills &&
      `<path d="M0 190Q${rnd.int(40, 90)} ${rnd.int(130, 160)} 150 185T320 ${rnd.int(160, 185)}V240H0Z" fill="${main}" opacity=".18"/>`,
    drawTemple(styleOf(f), rnd, palette),
    `<rect y="206" width="320" height="34" fill="#a16207" opacity=".35"/>`,
    `<path d="M0 206H320" stroke="${second}" stroke-width="3"/>`,
    "</svg>",
  ]
    .filter(Boolean)
    .join("");
}
