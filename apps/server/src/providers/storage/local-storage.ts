import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { StorageProvider } from "./storage.js";

/** Files on local disk under DATA_DIR/media, served at MEDIA_PUBLIC_BASE (default `/media`). */
export class LocalStorage implements StorageProvider {
  readonly name = "local" as const;
  constructor(
    readonly dir: string,
    private readonly publicBase: string,
  ) {}

  private path(key: string): string {
    const full = resolve(join(this.dir, key));
    // Keys are made by the server, but a path outside the media folder is never written.
    if (!full.startsWith(resolve(this.dir) + sep)) throw new Error(`bad storage key ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body, { flag: "wx" });
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }
}
