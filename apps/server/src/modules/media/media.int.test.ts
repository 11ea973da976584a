import { existsSync, readdirSync } from "node:fs";
import { MEDIA_MAX_BYTES } from "@sannidhi/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { media } from "../../db/schema/index.js";

const ctx = await createTestApp();
const editor = await createUser(ctx, "editor");
const devotee = await createUser(ctx, "user");

function multipart(name: string, type: string, body: Buffer) {
  const boundary = "----sannidhi-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (name: string, type: string, body: Buffer, user = editor) => {
  const m = multipart(name, type, body);
  return ctx.app.inject({
    method: "POST",
    url: "/api/media",
    payload: m.payload,
    headers: { ...m.headers, ...user.headers },
  });
};

const mediaRows = async () => (await ctx.database.db.select().from(media)).length;
const storedFiles = () => {
  const dir = ctx.config.storage.provider === "local" ? ctx.config.storage.dir : "";
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};

describe("the media folder", () => {
  it("is made at start, before any upload, so a fresh install serves it without a warning", () => {
    expect(ctx.config.storage.provider).toBe("local");
    expect(ctx.config.storage.provider === "local" && existsSync(ctx.config.storage.dir)).toBe(
      true,
    );
    expect(storedFiles()).toBe(0);
  });
});

describe("POST /api/media", () => {
  it("stores a real image, serves it and its resized WebP variants", async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#c2410c" },
    })
      .png()
      .toBuffer();
    const res = await upload("gopuram.png", "image/png", png);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ width: 2000, height: 1000, contentType: "image/png" });
    expect(data.url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const original = await ctx.app.inject({ method: "GET", url: data.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/png");
    for (const [label, width] of [
      ["w320", 320],
      ["w1280", 1280],
    ] as const) {
      const variant = await ctx.app.inject({ method: "GET", url: data.variants[label] });
      expect(variant.statusCode).toBe(200);
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width });
    }
  });

  it("removes the EXIF data (e.g. where a photo was taken) from what it stores", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret place" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload("photo.jpg", "image/jpeg", jpeg);
    const stored = await ctx.app.inject({ method: "GET", url: res.json().data.url });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("refuses a text file renamed to .jpg with 415 and stores nothing", async () => {
    const [rows, files] = [await mediaRows(), storedFiles()];
    const res = await upload("photo.jpg", "image/jpeg", Buffer.from("just some text, not a photo"));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(await mediaRows()).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("refuses a damaged image that only starts like a PNG", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    expect((await upload("broken.png", "image/png", fake)).statusCode).toBe(415);
  });

  it("refuses a file over the size limit with 413", async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload("huge.jpg", "image/jpeg", big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      error: "The image must be at most 5 MB",
    });
  });

  it("is for staff only", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload("a.png", "image/png", png, devotee)).statusCode).toBe(403);
    const m = multipart("a.png", "image/png", png);
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/media", ...m });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers a missing media file with 404, not the web app", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/media/images/nothing.png" });
    expect(res.statusCode).toBe(404);
  });
});
