import { describe, expect, it } from "vitest";
import { tilesAround, tileUrl, worldPixel } from "./tile-map";

describe("static map tiles", () => {
  it("places the point at the map's centre", () => {
    const tiles = tilesAround("/t/{z}/{x}/{y}.png", 9.9195, 78.1193, 15);
    expect(tiles).toHaveLength(15);
    // The centre (0, 0) lies inside exactly one tile: the one holding the temple.
    const holding = tiles.filter((t) => t.left <= 0 && t.left > -256 && t.top <= 0 && t.top > -256);
    expect(holding.map((t) => t.url)).toEqual(["/t/15/23494/15476.png"]);
  });

  it("wraps columns across the date line and skips rows beyond the poles", () => {
    const urls = tilesAround("/{z}/{x}/{y}", 85, 179.99, 2).map((t) => t.url);
    expect(urls).toContain("/2/0/0"); // east of tile 3 comes tile 0 again
    expect(urls.some((u) => u.endsWith("/-1"))).toBe(false);
  });

  it("fills the usual template placeholders", () => {
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}.png", 3, 4, 5)).toBe(
      "https://a.tile.example/3/4/5.png",
    );
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });
});
