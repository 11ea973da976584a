import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { forbidden } from "../../lib/errors.js";
import { isLoopbackOrigin } from "../../lib/local-host.js";

/**
 * Cross-site WebSocket hijacking (issue 35, item 11): a browser opens a WebSocket to any site
 * and the upgrade carries no CORS check, only an `Origin` header naming the page that asked. The
 * live channel's token comes in its first frame, so a foreign page cannot use someone's session
 * today; the upgrade is refused anyway, before any frame, unless the page is ours: PUBLIC_URL's
 * origin, or outside production a page served from this machine (the Vite dev server, the
 * browser tests at http://127.0.0.1:<port>). Without `Origin` the client is not a browser page
 * (a script, a test): nothing to hijack, and it must still send a valid token.
 */
export function liveOriginCheck(config: Config) {
  const own = new URL(config.publicUrl).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === own) return;
    if (!config.isProduction && isLoopbackOrigin(origin)) return;
    throw forbidden("This page may not open Sannidhi's live channel");
  };
}
