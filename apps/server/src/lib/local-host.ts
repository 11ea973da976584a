/**
 * Names of this machine as a browser on it writes them: `localhost` (and its subdomains, which
 * browsers resolve to loopback themselves, RFC 6761), 127.0.0.0/8 and [::1]; with or without a
 * port. A DNS-rebinding page reaches a loopback server under its *own* name (`evil.example`), so
 * the Host header tells it apart (issue 35, item 6).
 */
const LOOPBACK_HOST =
  /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

export function isLoopbackHost(host: string | undefined): boolean {
  return typeof host === "string" && LOOPBACK_HOST.test(host);
}

/** `http(s)://<loopback host>[:port]`: a page served from this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.host);
  } catch {
    return false;
  }
}
