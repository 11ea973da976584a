import { BlockList, isIP } from "node:net";
import { z } from "zod";

/** TRUST_PROXY parsed: off, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges (loopback 127.0.0.1/8 and ::1, and the private ranges). */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const MESSAGE =
  "must be false, a number of proxy hops (1-10), or a comma-separated list of proxy " +
  "addresses or CIDR ranges (loopback, linklocal and uniquelocal name the usual ranges)";

/**
 * TRUST_PROXY (issue 10, docs/decisions/090): which peers may tell us the client's address in
 * `X-Forwarded-For`. `true` is refused: trusting every hop means taking the leftmost address,
 * which the client writes itself, and every per-client limit falls to a random header.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else if (value !== "true") {
      const entries = value.split(",").map((e) => e.trim());
      if (entries.every(isAddressOrRange)) return entries;
    }
    ctx.addIssue({
      code: "custom",
      message:
        value === "true"
          ? "true would trust any X-Forwarded-For a client writes: give the number of proxies in front of the server (e.g. 1) or their addresses"
          : MESSAGE,
    });
    return z.NEVER;
  });

/** Loopback and private ranges: where a reverse proxy of ours connects from. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  PRIVATE.addSubnet(net, bits, "ipv4");
}
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");
PRIVATE.addSubnet("fe80::", 10, "ipv6");

function isPrivate(address: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return PRIVATE.check(v4, "ipv4");
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The value handed to Fastify. Fastify 5 no longer honours a bare hop count (a client reaching
 * the server directly could write the hops itself), so a count is a function here: the peer
 * must be on a loopback or private address, a proxy of ours, and then that many hops are
 * peeled from the right of X-Forwarded-For. A client on the internet gets no trust at all.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  const hops = trust;
  // proxy-addr asks about hop 0 (the peer) first and stops at the first untrusted hop, so
  // later hops are only asked about once the peer proved to be ours.
  return (address, hop) => (hop === 0 ? isPrivate(address) : hop < hops);
}
