import type { LanguageCode } from "@sannidhi/contracts/languages";
import { POLICY } from "@sannidhi/contracts/policy";
import { type LocaleTree, readLocale } from "./locale-files.js";
import type { Translate } from "./pages/types.js";

function lookup(tree: LocaleTree, path: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * `t("ns:key", values)` for pages rendered on the server, over the same files the web app's
 * i18next reads: the language's text, else English's, `{{name}}` filled from `values` and from
 * the contracts' POLICY (so the numbers a devotee reads are the numbers the code applies).
 * A key without a namespace is in `common`.
 */
export function translator(lang: LanguageCode): Translate {
  return (key, values = {}) => {
    const [ns, path] = key.includes(":")
      ? (key.split(":", 2) as [string, string])
      : ["common", key];
    const text = lookup(readLocale(lang, ns), path) ?? lookup(readLocale("en", ns), path) ?? key;
    const all: Record<string, string | number> = { ...POLICY, ...values };
    return text.replace(/\{\{\s*(\w+)(?:,[^}]*)?\s*\}\}/g, (m, name: string) =>
      Object.hasOwn(all, name) ? String(all[name]) : m,
    );
  };
}
export type { Translate };
