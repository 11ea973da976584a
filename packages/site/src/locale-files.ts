import { readdirSync, readFileSync } from "node:fs";

/**
 * The translations on disk, for Node (the server's pages and the tests of the files):
 * `locales/<lang>/<ns>.json`, one file per language and namespace. The web app's bundler loads
 * the same files through locale-loaders.ts.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const LOCALES = new URL("../locales/", import.meta.url);
const cache = new Map<string, LocaleTree>();

/** The namespace `ns` in `lang`; an empty tree when the file does not exist. */
export function readLocale(lang: string, ns: string): LocaleTree {
  const key = `${lang}/${ns}`;
  let tree = cache.get(key);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(new URL(`${key}.json`, LOCALES), "utf8")) as LocaleTree;
    } catch {
      tree = {};
    }
    cache.set(key, tree);
  }
  return tree;
}

/** Every file there is, as `{ lang, ns, tree }`, including languages and namespaces added later. */
export function allLocales(): { lang: string; ns: string; tree: LocaleTree }[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(new URL(`${d.name}/`, LOCALES))
        .filter((f) => f.endsWith(".json"))
        .map((f) => {
          const ns = f.slice(0, -".json".length);
          return { lang: d.name, ns, tree: readLocale(d.name, ns) };
        }),
    );
}
