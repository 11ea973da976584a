/**
 * Where to go after signing in: `?next=` of the sign-in page, when it is a path on this site.
 * Only a single leading slash is accepted, so `//evil.example`, `/\evil.example`, `https://…`
 * and `javascript:` can never turn the sign-in page into an open redirect.
 */
export function returnPath(search: string, fallback = "/"): string {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return fallback;
  }
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a `//`.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return next;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/signin?next=${encodeURIComponent(path)}`;
}
