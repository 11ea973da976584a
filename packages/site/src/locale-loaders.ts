/**
 * The translations for a bundler (the web app's Vite build): one JSON file per language and
 * namespace, each a chunk of its own fetched only when needed, so a phone downloads one
 * language, not six. The server reads the same files from disk (translate.ts).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

/** Loads `locales/<lang>/<ns>.json`; undefined when that file does not exist. */
export function loadLocale(
  lang: string,
  ns: string,
): Promise<{ default: Record<string, unknown> }> | undefined {
  return files[`../locales/${lang}/${ns}.json`]?.();
}
