import { existsSync } from "node:fs";

/**
 * The system Chromium (developers' guide): CHROMIUM_PATH, else /usr/bin/chromium. Never skipped.
 * Kept apart from browser.ts because the global setup uses it, and a global setup must not import
 * the vitest runtime that browser.ts needs ("Vitest failed to access its internal state").
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}
