import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff.js";

describe("sniffImage", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(sniffImage(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses text, SVG and GIF whatever their name", () => {
    expect(sniffImage(new TextEncoder().encode("hello, this is a text file"))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode("<svg xmlns="))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode("GIF89a"))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});
