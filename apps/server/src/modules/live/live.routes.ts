import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tokenKeys, verifyToken } from "../../plugins/auth.js";
import { LiveConnection } from "./live-connection.js";
import { liveOriginCheck } from "./live-origin.js";

/**
 * `GET /api/live`: the one live channel, a WebSocket (docs/decisions/100): the staff workspace's,
 * and a devotee's in a release's queue (docs/decisions/197). The upgrade itself is public: the
 * access token arrives in the first frame and is checked there, with the same rules as every
 * route (`verifyToken`); what the account may follow is the topics' rules. A plain HTTP request
 * gets 426 with the error envelope.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, live } = app.ctx;
  const keys = tokenKeys(config.jwtSecret);
  const verify = (token: string) => verifyToken(database.db, keys, token);

  app.route({
    method: "GET",
    url: "/live",
    config: { public: true },
    onRequest: liveOriginCheck(config),
    handler: async (_request, reply) =>
      reply.status(426).header("upgrade", "websocket").send({
        status: "error",
        code: "UPGRADE_REQUIRED",
        error: "Open this address as a WebSocket",
      }),
    wsHandler: (socket, request) => {
      new LiveConnection(socket, live, verify, request.log);
    },
  });
};
