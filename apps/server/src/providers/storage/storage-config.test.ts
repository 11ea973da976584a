import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createStorage } from "./storage.js";

const dataDir = mkdtempSync(join(tmpdir(), "sannidhi-storage-"));

describe("storage configuration", () => {
  it("keeps uploads on local disk under DATA_DIR by default, public at /media", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ provider: "local", dir: join(dataDir, "media") });
    expect(createStorage(config).publicUrl("images/a.png")).toBe("/media/images/a.png");
  });

  it("uses MEDIA_PUBLIC_BASE for the public addresses of local files", () => {
    const config = loadConfig({ DATA_DIR: dataDir, MEDIA_PUBLIC_BASE: "https://cdn.example/m/" });
    expect(createStorage(config).publicUrl("x.webp")).toBe("https://cdn.example/m/x.webp");
  });

  it("names the missing variable when S3 is chosen without credentials", () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, STORAGE_PROVIDER: "s3", S3_BUCKET: "media" }),
    ).toThrow("Missing S3_ACCESS_KEY_ID: it is required when STORAGE_PROVIDER=s3");
  });
});
