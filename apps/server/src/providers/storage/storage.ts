import type { Config } from "../../config.js";
import { LocalStorage } from "./local-storage.js";
import { S3Storage } from "./s3-storage.js";

/**
 * Where uploaded files live (ARCHITECTURE.md "providers"). Keys are relative paths such as
 * `images/2026/11/<id>-w320.webp`; `publicUrl` is what the browser loads.
 */
export interface StorageProvider {
  readonly name: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export function createStorage(config: Config): StorageProvider {
  const s = config.storage;
  if (s.provider === "s3") return new S3Storage(s);
  return new LocalStorage(s.dir, config.mediaPublicBase);
}
