import { z } from "zod";

/**
 * Rules every input obeys, whatever the route (issue 10). The server applies `NoNulSchema` to
 * every body, query string and path before the route's own schema, so a route added tomorrow is
 * covered without naming the rule.
 */

export const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";

/**
 * Where the first NUL character (`\u0000`) sits in a parsed JSON value — inside a string or an
 * object key — or null. PostgreSQL cannot store it in text (and refuses `\u0000` in jsonb), so a
 * value holding one can never be saved. Walks without recursion: a deeply nested body cannot
 * overflow the stack.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  // Each entry points at its parent, so the walk costs one step per value however deep.
  type Step = { value: unknown; key?: string | number; parent?: Step };
  const pathOf = (step: Step | undefined, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let s = step; s?.key !== undefined; s = s.parent) path.push(s.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return pathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v !== null && typeof v === "object") {
      for (const [key, item] of Object.entries(v).reverse()) {
        if (key.includes("\u0000")) return pathOf(step, key);
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** Accepts anything without a NUL character; the issue names where the first one is. */
export const NoNulSchema = z.unknown().superRefine((value, ctx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: "custom", message: NUL_MESSAGE, path });
});

export const WEB_URL_PROTOCOL = /^https?$/;

/**
 * A web address people open from our pages: `http:` or `https:` with a real host name, nothing
 * else (`javascript:`, `data:`, `file:` … are refused). Every URL field of the contract uses it;
 * `contracts` tests that no `z.url()` without a protocol rule slips in.
 */
export const webUrl = (message = "Must be a web address starting with https:// or http://") =>
  z.url({ protocol: WEB_URL_PROTOCOL, hostname: z.regexes.domain, message }).max(2048, message);

/**
 * For output: a stored address that is not http(s) — saved before the rule existed, or written
 * into the database by hand — is shown as no address at all, never as a link.
 */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

/** An address as the API serves it: `safeWebUrl` applied by the response schema itself. */
export const ServedWebUrlSchema = z
  .string()
  .nullable()
  .transform((value) => safeWebUrl(value));
