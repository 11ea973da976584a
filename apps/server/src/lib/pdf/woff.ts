import { inflateSync } from "node:zlib";

/**
 * A WOFF 1.0 file back to the TrueType/OpenType bytes it wraps (W3C WOFF §5–6): the tables are
 * stored one by one, each zlib-compressed when that made it smaller. HarfBuzz reads sfnt only,
 * and the fonts we ship (Fontsource) come as WOFF, so the server unwraps them once at start.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not "wOFF": already sfnt
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((s, t) => s + pad(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6); // searchRange
  out.writeUInt16BE(log2, 8); // entrySelector
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** log2, 10); // rangeShift
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}
