import { z } from "zod";

/**
 * The one live push channel (docs/decisions/100, 197): a WebSocket at
 * `/api/live`. The client proves who it is with its access token in the first frame (a browser
 * cannot set headers on a WebSocket, and a token in the URL would land in access logs), and
 * again whenever the session renews the token. Events are published to topics:
 *
 * - `user:<id>` — one person's notifications, chat messages and inbox (joined on sign-in);
 * - `presence` — staff going online or offline (the chat's status dots);
 * - `release:<id>` — a quota release's queue: "sold out" (any signed-in account; decision 197);
 * - later features add their own prefixes on the same channel.
 */
export { LIVE_CLOSE, LIVE_PATH } from "./workspace-rules.js";

/** A topic: a name, optionally `:` and an id (letters, digits, `-`, `_`). */
export const LiveTopicSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,30}(:[A-Za-z0-9_-]{1,64})?$/, "must be a topic such as user:<id>");

export const LiveClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal("subscribe"), topic: LiveTopicSchema }),
  z.object({ type: z.literal("unsubscribe"), topic: LiveTopicSchema }),
  z.object({ type: z.literal("ping") }),
]);
export type LiveClientFrame = z.infer<typeof LiveClientFrameSchema>;

/** What a feature publishes: a type its clients know (`chat.message`) and its data. */
export interface LiveEvent<T = unknown> {
  type: string;
  data: T;
}

export type LiveServerFrame =
  | { type: "ready"; userId: string; topics: string[] }
  | { type: "event"; topic: string; event: LiveEvent }
  | { type: "subscribed"; topic: string }
  | { type: "unsubscribed"; topic: string }
  | { type: "error"; code: string; error: string }
  /** Events may have been lost (a server's link to the others broke): reload what is shown. */
  | { type: "resync" }
  | { type: "pong" };

/** Seconds a new connection has to send its token. */
export const LIVE_AUTH_TIMEOUT_SECONDS = 10;
