import { existsSync } from "node:fs";

/** The system Chromium (developers' guide): CHROMIUM_PATH, else /usr/bin/chromium. Never skipped. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
