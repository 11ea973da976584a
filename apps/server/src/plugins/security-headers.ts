import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** A route's own set of security headers (`config.helmet`), merged over the app's. */
export type RouteSecurityHeaders = Omit<HelmetOptions, "useDefaults">;

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's security headers, merged over the app's (e.g. hashed assets, decision 134). */
    helmet?: RouteSecurityHeaders;
  }
}

type Middleware = ReturnType<typeof helmet>;

/**
 * Helmet's security headers on every response, each configuration's middleware built once.
 * `@fastify/helmet` rebuilt the middleware — and re-parsed the CSP — on every request, with an
 * extra async hook: ~30 µs of every answer, measured under the booking surge (docs/decisions/135).
 * The headers are the same as before; a route may narrow them with `config.helmet`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const everywhere = helmet(options);
  const byRoute = new WeakMap<RouteSecurityHeaders, Middleware>();
  const forRoute = (own: RouteSecurityHeaders): Middleware => {
    let middleware = byRoute.get(own);
    if (!middleware) {
      middleware = helmet({ ...options, ...own } as HelmetOptions);
      byRoute.set(own, middleware);
    }
    return middleware;
  };
  app.addHook(
    "onRequest",
    (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const own = request.routeOptions.config.helmet;
      const middleware = own ? forRoute(own) : everywhere;
      middleware(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    },
  );
}
