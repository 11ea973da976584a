import { readFileSync } from "node:fs";
import { LANGUAGE_CODES, type LanguageCode } from "@sannidhi/contracts/languages";
import { POLICY } from "@sannidhi/contracts/policy";

/**
 * The web app's own translation files (apps/web/src/locales/<lang>/<ns>.json), read once by the
 * server so the public documents it renders (issue 17, decision 163) say exactly what the web
 * app says, in the same six languages, with no second copy of the text to keep in step.
 */
const LOCALES = new URL("../../../../web/src/locales/", import.meta.url);
const NAMESPACES = ["common", "visit", "faq", "policy", "landing", "contact", "discovery"] as const;
export type Namespace = (typeof NAMESPACES)[number];
type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();
function file(lang: LanguageCode, ns: Namespace): Tree {
  const key = `${lang}/${ns}`;
  let tree = cache.get(key);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(new URL(`${key}.json`, LOCALES), "utf8")) as Tree;
    } catch {
      tree = {};
    }
    cache.set(key, tree);
  }
  return tree;
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator like the web app's `t("ns:key", values)`: the language's text, else English's,
 * `{{name}}` filled from `values` and, as on the policy pages, from the policy module the
 * booking rules use (so the numbers a devotee reads are the numbers the code applies).
 */
export function translator(lang: LanguageCode) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, path] = key.includes(":")
      ? (key.split(":", 2) as [Namespace, string])
      : ["common" as Namespace, key];
    const text = lookup(file(lang, ns), path) ?? lookup(file("en", ns), path) ?? key;
    const all: Record<string, string | number> = { ...POLICY, ...values };
    return text.replace(/\{\{\s*(\w+)(?:,[^}]*)?\s*\}\}/g, (m, name: string) =>
      Object.hasOwn(all, name) ? String(all[name]) : m,
    );
  };
}
export type Translate = ReturnType<typeof translator>;

export const LANGUAGES = LANGUAGE_CODES;
