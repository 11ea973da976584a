import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";

/** A stand-in S3-compatible endpoint that records what it is sent. */
const received: { method: string; url: string; type: string; bytes: number; auth: string }[] = [];
const fake = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({
      method: req.method ?? "",
      url: req.url ?? "",
      type: String(req.headers["content-type"] ?? ""),
      bytes: Buffer.concat(chunks).length,
      auth: String(req.headers.authorization ?? ""),
    });
    res.writeHead(200, { etag: '"x"' }).end();
  });
});
await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
afterAll(() => new Promise<void>((r) => fake.close(() => r())));
const { port } = fake.address() as AddressInfo;

const ctx = await createTestApp({
  STORAGE_PROVIDER: "s3",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: "sannidhi-media",
  S3_REGION: "ap-south-1",
  S3_ACCESS_KEY_ID: "test-key",
  S3_SECRET_ACCESS_KEY: "test-secret",
  S3_PUBLIC_BASE: "https://cdn.sannidhi.example/media/",
});
const admin = await createUser(ctx, "admin");

describe("POST /api/media with the S3-compatible provider", () => {
  it("puts the original and its variants in the bucket, signed, and answers public URLs", async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#123" },
    })
      .png()
      .toBuffer();
    const boundary = "b0undary";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/media",
      payload,
      headers: { ...admin.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.url).toMatch(/^https:\/\/cdn\.sannidhi\.example\/media\/images\/.+\.png$/);
    expect(data.variants.w320).toMatch(/-w320\.webp$/);

    const puts = received.filter((r) => r.method === "PUT");
    expect(puts.map((p) => p.url.split("?")[0])).toEqual([
      `/sannidhi-media/${data.url.replace("https://cdn.sannidhi.example/media/", "")}`,
      expect.stringMatching(/^\/sannidhi-media\/images\/.+-w320\.webp$/),
      expect.stringMatching(/^\/sannidhi-media\/images\/.+-w1280\.webp$/),
    ]);
    expect(puts[0]).toMatchObject({ type: "image/png" });
    expect(puts[1]).toMatchObject({ type: "image/webp" });
    for (const p of puts) expect(p.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });
});
