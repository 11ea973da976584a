import type { TempleStyle } from "@sannidhi/contracts";
import type { Random } from "../../lib/seeded-random.js";

/**
 * The temple itself, one drawing per architectural style (decision 182). Each takes its
 * proportions (tiers, width, side shrines, trees) from the temple's own random source, so two
 * temples of one style still differ. Coordinates are whole numbers in a 320 × 240 box whose
 * ground line is y = 206; everything stays a few hundred bytes.
 */
export interface Palette {
  /** The deity's main colour: flags, bands, the sanctum door's frame. */
  main: string;
  second: string;
  sky: string;
}

const GROUND = 206;
const GOLD = "#eab308";
const r = Math.round;

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (pts: [number, number][], fill: string, extra = "") =>
  path(`M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}Z`, fill, extra);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

function flag(x: number, y: number, colour: string, left = false): string {
  const tip = left ? x - 16 : x + 16;
  return (
    line(`M${r(x)} ${r(y)}v-22`, "#44403c", 1.5) +
    poly(
      [
        [x, y - 22],
        [tip, y - 17],
        [x, y - 12],
      ],
      colour,
    )
  );
}

const kalasha = (x: number, y: number) =>
  `<circle cx="${r(x)}" cy="${r(y - 4)}" r="4" fill="${GOLD}"/>${line(`M${r(x)} ${r(y - 8)}v-6`, GOLD, 1.5)}`;

/** A door with a round arch, dark inside, framed in the deity's colour. */
const door = (x: number, w: number, h: number, frame: string) =>
  path(
    `M${r(x - w / 2)} ${GROUND}V${GROUND - h + w / 2}a${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(w)} 0V${GROUND}Z`,
    "#3b2416",
    ` stroke="${frame}" stroke-width="2"`,
  );

function palm(x: number, rnd: Random): string {
  const h = rnd.int(60, 90);
  const lean = rnd.int(-8, 8);
  const top = `${x + lean} ${GROUND - h}`;
  const fronds = [-26, -14, 14, 26].map((dx) => `M${top}q${dx / 2} -10 ${dx} 6`).join("");
  return (
    line(`M${x} ${GROUND}Q${x + lean / 2} ${GROUND - h / 2} ${top}`, "#78350f", 4) +
    line(fronds, "#15803d", 4)
  );
}

function roundTree(x: number, rnd: Random): string {
  const h = rnd.int(30, 50);
  return (
    rect(x - 3, GROUND - h / 2, 6, h / 2, "#78350f") +
    `<circle cx="${x}" cy="${GROUND - h}" r="${r(h / 2)}" fill="#166534" opacity=".9"/>`
  );
}

function pine(x: number, rnd: Random): string {
  const h = rnd.int(40, 70);
  return poly(
    [
      [x, GROUND - h],
      [x - h / 4, GROUND],
      [x + h / 4, GROUND],
    ],
    "#14532d",
  );
}

/** Two trees of the region on either side, sometimes one. */
function trees(style: TempleStyle, rnd: Random, cx: number, half: number): string {
  const kind =
    style === "himalayan" ? pine : style === "dravidian" || style === "kerala" ? palm : roundTree;
  const out: string[] = [];
  if (rnd.next() < 0.8) out.push(kind(Math.max(14, cx - half - rnd.int(14, 40)), rnd));
  if (rnd.next() < 0.8) out.push(kind(Math.min(306, cx + half + rnd.int(14, 40)), rnd));
  return out.join("");
}

/** A curved tower (shikhara) rising from `base` to `top` with ribs and an amalaka. */
function shikhara(
  cx: number,
  base: number,
  top: number,
  w: number,
  fill: string,
  ribs = 3,
): string {
  const h = base - top;
  const body = path(
    `M${r(cx - w / 2)} ${base}C${r(cx - w / 2)} ${r(base - h * 0.6)} ${r(cx - w * 0.22)} ${r(top + 8)} ${r(cx - w * 0.16)} ${top}H${r(cx + w * 0.16)}C${r(cx + w * 0.22)} ${r(top + 8)} ${r(cx + w / 2)} ${r(base - h * 0.6)} ${r(cx + w / 2)} ${base}Z`,
    fill,
  );
  let lines = "";
  for (let i = 1; i <= ribs; i++) {
    const o = (w / 2) * (i / (ribs + 1));
    lines += `M${r(cx - o)} ${base}Q${r(cx - o * 0.8)} ${r(base - h / 2)} ${r(cx - o * 0.35)} ${top}`;
    lines += `M${r(cx + o)} ${base}Q${r(cx + o * 0.8)} ${r(base - h / 2)} ${r(cx + o * 0.35)} ${top}`;
  }
  const amalaka = `<ellipse cx="${r(cx)}" cy="${top - 3}" rx="${r(w * 0.22)}" ry="5" fill="${fill}" stroke="#00000033"/>`;
  return body + line(lines, "#00000026", 1.5) + amalaka + kalasha(cx, top - 7);
}

/** A gopuram: a stone base with its door, then tapering painted tiers and a barrel vault. */
function gopuram(cx: number, w: number, top: number, tiers: number, paint: string[], p: Palette) {
  const out: string[] = [];
  const baseTop = GROUND - Math.round(w * 0.32);
  out.push(rect(cx - w / 2, baseTop, w, GROUND - baseTop, "#c9a27a"));
  const th = (baseTop - top - 12) / tiers;
  for (let i = 0; i < tiers; i++) {
    const y0 = baseTop - i * th;
    const w0 = w * (0.92 - (0.5 * i) / tiers);
    const w1 = w * (0.92 - (0.5 * (i + 1)) / tiers);
    out.push(
      poly(
        [
          [cx - w0 / 2, y0],
          [cx - w1 / 2, y0 - th],
          [cx + w1 / 2, y0 - th],
          [cx + w0 / 2, y0],
        ],
        paint[i % paint.length] as string,
      ),
    );
    out.push(line(`M${r(cx - w0 / 2)} ${r(y0)}H${r(cx + w0 / 2)}`, p.second, 2));
    out.push(rect(cx - 3, y0 - th * 0.75, 6, th * 0.5, "#3b2416", ' opacity=".6"'));
  }
  const topW = w * 0.42;
  const vaultY = baseTop - tiers * th;
  out.push(rect(cx - topW / 2 - 4, vaultY - 12, topW + 8, 14, p.main, ' rx="7"'));
  const pots = Math.max(3, Math.round(topW / 10));
  for (let i = 0; i < pots; i++)
    out.push(kalasha(cx - topW / 2 + (topW * (i + 0.5)) / pots, vaultY - 12));
  out.push(door(cx, Math.round(w * 0.15), Math.round(w * 0.26), p.main));
  return out.join("");
}

function dravidian(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(104, 150);
  const stone = rnd.pick(["#e7c9a0", "#f1d9b5", "#d6b48a", "#efe3cf"]);
  // Some gopurams are stone-coloured, some painted in many colours (Madurai, Srirangam).
  const paint =
    rnd.next() < 0.5 ? [p.main, stone] : [p.main, "#16a34a", "#f59e0b", "#0ea5e9", stone];
  const out: string[] = [];
  // A hill behind (Palani, Tiruvannamalai, Tirumala) or the sanctum's tower over the wall.
  if (rnd.next() < 0.35) {
    const hx = rnd.int(60, 260);
    out.push(
      path(
        `M${hx - 150} ${GROUND}Q${hx} ${rnd.int(40, 90)} ${hx + 150} ${GROUND}Z`,
        "#65a30d",
        ' opacity=".55"',
      ),
    );
  } else {
    const vx = cx + (rnd.next() < 0.5 ? -1 : 1) * rnd.int(70, 100);
    for (let i = 0; i < 3; i++) {
      const tw = 60 - i * 16;
      out.push(rect(vx - tw / 2, GROUND - 50 - i * 14, tw, 14, stone, ' opacity=".85"'));
    }
    out.push(`<circle cx="${vx}" cy="${GROUND - 98}" r="9" fill="${GOLD}"/>`);
  }
  // A second, smaller gopuram further back on the other side.
  if (rnd.next() < 0.45) {
    const side = cx < 160 ? 1 : -1;
    out.push(
      gopuram(
        cx + side * rnd.int(95, 120),
        Math.round(w * 0.55),
        rnd.int(95, 120),
        rnd.int(3, 4),
        [stone, p.second],
        p,
      ),
    );
  }
  if (rnd.next() < 0.6) out.push(rect(0, GROUND - 22, 320, 22, stone, ' opacity=".7"'));
  out.push(gopuram(cx, w, rnd.int(30, 58), rnd.int(5, 8), paint, p));
  return [out.join(""), cx, w / 2];
}

function nagara(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(70, 96);
  const h = rnd.int(100, 130);
  const fill = rnd.pick(["#e0a87c", "#f3d5b5", "#f5f5f4", "#d9a066"]);
  const base = GROUND - 46;
  const side = rnd.next() < 0.5 ? -1 : 1;
  const mx = cx + side * (w * 0.85);
  const out = [
    rect(cx - w, GROUND - 12, w * 2, 12, "#a8a29e"),
    shikhara(mx, GROUND - 40, GROUND - 40 - h * 0.42, w * 0.8, fill, 2),
    rect(mx - w * 0.4, GROUND - 40, w * 0.8, 28, fill),
    rect(cx - w / 2, base, w, 34, fill),
    shikhara(cx, base, base - h, w, fill),
    flag(cx, base - h - 14, p.main, side > 0),
    door(cx, 16, 30, p.main),
  ];
  return [out.join(""), cx, w];
}

function kalinga(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(150, 190);
  const w = rnd.int(66, 84);
  const h = rnd.int(120, 140);
  const fill = rnd.pick(["#b07a4f", "#9a6b45", "#f5efe6", "#c08457"]);
  const base = GROUND - 40;
  const out = [rect(cx - w / 2, base, w, 40, fill), shikhara(cx, base, base - h, w, fill, 4)];
  // Bands of the tower (bhumi) and the wheel on top.
  for (let y = base - 18; y > base - h + 20; y -= 18)
    out.push(line(`M${r(cx - w / 2 + 6)} ${y}H${r(cx + w / 2 - 6)}`, "#00000030", 1.5));
  out.push(
    `<circle cx="${cx}" cy="${base - h - 20}" r="6" fill="none" stroke="${p.main}" stroke-width="2"/>`,
  );
  out.push(flag(cx, base - h - 26, p.main));
  // The porch (jagamohana): a roof of stacked slabs.
  const jx = cx - w * 0.95;
  for (let i = 0; i < rnd.int(3, 5); i++) {
    const sw = w * (0.95 - i * 0.16);
    out.push(rect(jx - sw / 2, GROUND - 44 - (i + 1) * 10, sw, 9, fill, ' stroke="#00000026"'));
  }
  out.push(rect(jx - w * 0.45, GROUND - 44, w * 0.9, 44, fill));
  out.push(door(jx, 16, 30, p.main));
  return [out.join(""), cx - w / 2, w];
}

function vesara(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(100, 130);
  const fill = rnd.pick(["#7d8471", "#8a8f7c", "#9b9b86"]);
  const out: string[] = [];
  const zig = Array.from(
    { length: 9 },
    (_, i) => `${r(cx - w / 2 + (i * w) / 8)} ${GROUND - 40 - (i % 2) * 6}`,
  ).join("L");
  out.push(path(`M${r(cx - w / 2)} ${GROUND}L${zig}L${r(cx + w / 2)} ${GROUND}Z`, fill));
  const steps = rnd.int(3, 5);
  let y = GROUND - 46;
  for (let i = 0; i < steps; i++) {
    const sw = w * (0.8 - i * 0.14);
    out.push(rect(cx - sw / 2, y - 14, sw, 14, fill, ' stroke="#00000033"'));
    out.push(line(`M${r(cx - sw / 2)} ${y - 7}H${r(cx + sw / 2)}`, p.second, 1.5));
    y -= 14;
  }
  out.push(path(`M${cx - 16} ${y}a16 14 0 0 1 32 0Z`, fill));
  out.push(kalasha(cx, y - 12));
  out.push(door(cx, 16, 30, p.main));
  return [out.join(""), cx, w / 2];
}

function maruGurjara(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(60, 76);
  const h = rnd.int(100, 130);
  const fill = rnd.pick(["#f1e4c8", "#f7ecd9", "#e8cfa4"]);
  const base = GROUND - 44;
  const out = [rect(cx - w * 1.3, GROUND - 10, w * 2.6, 10, "#d6d3d1")];
  // The clustered spires (urushringas) around the main one.
  const spires = rnd.int(1, 2);
  for (let i = spires; i >= 1; i--) {
    const sh = h * (0.75 - (i - 1) * 0.2);
    const sw = w * 0.55;
    out.push(shikhara(cx - i * w * 0.42, base, base - sh, sw, fill, 1));
    out.push(shikhara(cx + i * w * 0.42, base, base - sh, sw, fill, 1));
  }
  out.push(shikhara(cx, base, base - h, w, fill));
  out.push(rect(cx - w, base, w * 2, 34, fill));
  let pillars = "";
  for (let x = cx - w + 10; x < cx + w - 4; x += 16) pillars += `M${r(x)} ${base + 8}v26`;
  out.push(line(pillars, "#00000022", 4));
  out.push(flag(cx, base - h - 14, p.main));
  out.push(door(cx, 16, 30, p.main));
  return [out.join(""), cx, w];
}

function kerala(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(130, 170);
  const roof = rnd.pick(["#7c2d12", "#57534e", "#3f6f5e"]);
  const out = [
    rect(cx - w / 2, GROUND - 32, w, 32, "#f5efe0"),
    rect(cx - w / 2, GROUND - 8, w, 8, "#9a3412"),
  ];
  for (let x = cx - w / 2 + 12; x < cx + w / 2 - 8; x += 18)
    out.push(rect(x, GROUND - 30, 3, 22, "#78716c"));
  let y = GROUND - 32;
  let rw = w + 28;
  for (let i = 0; i < rnd.int(1, 2) + 1; i++) {
    const top = rw * 0.5;
    out.push(
      poly(
        [
          [cx - rw / 2, y + 4],
          [cx - top / 2, y - 30],
          [cx + top / 2, y - 30],
          [cx + rw / 2, y + 4],
        ],
        roof,
      ),
    );
    y -= 30;
    if (i === 0 && rnd.next() < 0.6) {
      out.push(rect(cx - top / 2 + 6, y - 10, top - 12, 10, "#f5efe0"));
      y -= 10;
    }
    rw = top + 10;
  }
  out.push(kalasha(cx, y));
  out.push(door(cx, 18, 26, p.main));
  // The lamp tower (deepastambham) in front.
  const lx = cx + (rnd.next() < 0.5 ? -1 : 1) * (w / 2 + 20);
  let lamps = "";
  for (let i = 1; i <= rnd.int(6, 8); i++)
    lamps += `M${lx - 9 + i} ${GROUND - i * 9}h${18 - 2 * i}`;
  out.push(line(`M${lx} ${GROUND}V${GROUND - 80}`, "#a16207", 3) + line(lamps, GOLD, 2.5));
  return [out.join(""), cx, w / 2 + 24];
}

/** A bent (chala) cornice of Bengal's temples over a block of `w` at height `y`. */
const cornice = (cx: number, y: number, w: number, fill: string) =>
  path(
    `M${r(cx - w / 2 - 5)} ${r(y + 4)}Q${r(cx)} ${r(y - 10)} ${r(cx + w / 2 + 5)} ${r(y + 4)}V${r(y + 9)}Q${r(cx)} ${r(y - 5)} ${r(cx - w / 2 - 5)} ${r(y + 9)}Z`,
    fill,
  );

function bengal(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(100, 130);
  const fill = rnd.pick(["#c2410c", "#b45309", "#fafaf9"]);
  const trim = fill === "#fafaf9" ? "#b91c1c" : "#7c2d12";
  const out = [rect(cx - w / 2, GROUND - 50, w, 50, fill)];
  for (const dx of [-w / 3, 0, w / 3]) out.push(door(cx + dx, 14, 28, trim));
  out.push(cornice(cx, GROUND - 54, w, trim));
  if (rnd.next() < 0.5) {
    // A hut roof with curved eaves (chala), as at Kalighat.
    out.push(
      path(
        `M${r(cx - w / 2 - 6)} ${GROUND - 50}Q${cx} ${GROUND - 64} ${r(cx + w / 2 + 6)} ${GROUND - 50}L${r(cx + w / 4)} ${GROUND - 108}Q${cx} ${GROUND - 116} ${r(cx - w / 4)} ${GROUND - 108}Z`,
        fill,
        ` stroke="${trim}" stroke-width="2"`,
      ),
    );
    out.push(kalasha(cx, GROUND - 112));
    out.push(flag(cx, GROUND - 124, p.main));
  } else {
    // Pinnacles (ratnas): four at the corners of the upper storey and a taller one in the middle.
    const uw = w * 0.6;
    out.push(rect(cx - uw / 2, GROUND - 84, uw, 30, fill));
    out.push(cornice(cx, GROUND - 88, uw, trim));
    for (const dx of [-uw / 2 + 8, uw / 2 - 8])
      out.push(shikhara(cx + dx, GROUND - 88, GROUND - 116, 18, fill, 1));
    out.push(shikhara(cx, GROUND - 92, GROUND - 136, 28, fill, 2));
    out.push(flag(cx, GROUND - 150, p.main));
  }
  return [out.join(""), cx, w / 2];
}

function himalayan(rnd: Random, p: Palette): [string, number, number] {
  const cx = rnd.int(140, 180);
  const w = rnd.int(70, 90);
  const stone = rnd.pick(["#9ca3af", "#78716c", "#a8a29e"]);
  const out: string[] = [];
  // Snow peaks behind.
  for (let i = 0; i < rnd.int(2, 3); i++) {
    const px = rnd.int(20, 300);
    const ph = rnd.int(90, 140);
    out.push(
      poly(
        [
          [px - 90, GROUND],
          [px, GROUND - ph],
          [px + 90, GROUND],
        ],
        "#64748b",
        ' opacity=".75"',
      ),
    );
    out.push(
      poly(
        [
          [px - 22, GROUND - ph + 34],
          [px, GROUND - ph],
          [px + 22, GROUND - ph + 34],
          [px, GROUND - ph + 26],
        ],
        "#f8fafc",
      ),
    );
  }
  out.push(rect(cx - w / 2, GROUND - 46, w, 46, stone));
  for (let y = GROUND - 36; y < GROUND; y += 10)
    out.push(line(`M${r(cx - w / 2)} ${y}H${r(cx + w / 2)}`, "#00000022", 1));
  const rh = rnd.int(60, 80);
  out.push(
    poly(
      [
        [cx - w / 2 - 6, GROUND - 46],
        [cx, GROUND - 46 - rh],
        [cx + w / 2 + 6, GROUND - 46],
      ],
      "#57534e",
    ),
  );
  out.push(line(`M${r(cx - w / 4)} ${GROUND - 46 - rh / 2}H${r(cx + w / 4)}`, GOLD, 2));
  out.push(kalasha(cx, GROUND - 46 - rh));
  out.push(flag(cx, GROUND - 60 - rh, p.main));
  out.push(door(cx, 16, 30, p.main));
  return [out.join(""), cx, w / 2];
}

const DRAW: Record<TempleStyle, (rnd: Random, p: Palette) => [string, number, number]> = {
  dravidian,
  nagara,
  vesara,
  kalinga,
  "maru-gurjara": maruGurjara,
  kerala,
  bengal,
  himalayan,
};

export function drawTemple(style: TempleStyle, rnd: Random, p: Palette): string {
  const [temple, cx, half] = DRAW[style](rnd, p);
  return temple + trees(style, rnd, cx, half);
}
