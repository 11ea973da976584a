import type { LiveEvent } from "@sannidhi/contracts";

/** One event for one topic, as it travels between server processes. */
export interface LiveMessage {
  topic: string;
  event: LiveEvent;
}

/**
 * How a published live event reaches every server process (docs/decisions/101). The hub of each
 * process calls `listen` once and `publish` for every event; each implementation delivers every
 * message to every listening process, the publisher's own included, at most once, in the order a
 * process published them. Nothing is stored: a process that was disconnected tells its hub with
 * `onGap`, whose clients then reload what they show.
 *
 * Implementations: `LocalFanOut` (one process, the embedded database), `PostgresFanOut`
 * (`LISTEN/NOTIFY` on the shared PostgreSQL). A Redis pub/sub one fits the same four methods.
 */
export interface FanOut {
  readonly name: string;
  /** Registers the one receiver of this process's messages; resolves once it is listening. */
  listen(onMessage: (message: LiveMessage) => void, onGap: () => void): Promise<void>;
  publish(message: LiveMessage): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; stay under it with room for the envelope. */
export const MAX_MESSAGE_BYTES = 7_500;

/**
 * The message as sent: an event too large for the transport goes out without its data and with
 * `more: true`, so clients reload instead (a chat message of 2,000 Tamil letters still fits).
 */
export function encodeMessage(message: LiveMessage): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= MAX_MESSAGE_BYTES) return text;
  const slim: LiveMessage = {
    topic: message.topic,
    event: { type: message.event.type, data: { more: true } },
  };
  return JSON.stringify(slim);
}

export function decodeMessage(text: string): LiveMessage | null {
  try {
    const value = JSON.parse(text) as Partial<LiveMessage>;
    if (typeof value?.topic !== "string" || typeof value.event?.type !== "string") return null;
    return value as LiveMessage;
  } catch {
    return null;
  }
}
