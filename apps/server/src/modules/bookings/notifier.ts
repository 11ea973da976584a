import type { FastifyBaseLogger } from "fastify";

/** Sends the devotee's booking messages (confirmation, cancellation) by SMS. */
export interface BookingNotifier {
  send(mobile: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  mobile: string;
  text: string;
  at: string;
}

/** Last messages of the development notifier, newest last: what the dev outbox shows. */
export const devOutbox: OutboxMessage[] = [];
const OUTBOX_SIZE = 100;

/**
 * No-network development notifier: logs the message and keeps it in `devOutbox`. The lead wires
 * the SMS provider of issue 5 (providers/sms) in `notifierFor` when that branch is merged.
 */
export function logNotifier(log: FastifyBaseLogger): BookingNotifier {
  return {
    async send(mobile, text) {
      devOutbox.push({ mobile, text, at: new Date().toISOString() });
      if (devOutbox.length > OUTBOX_SIZE) devOutbox.shift();
      log.info({ mobile: `…${mobile.slice(-4)}` }, "booking SMS (dev notifier, not sent)");
    },
  };
}

export function notifierFor(log: FastifyBaseLogger): BookingNotifier {
  return logNotifier(log);
}

/** Notifications must never fail the request that triggered them. */
export async function notifySafely(
  notifier: BookingNotifier,
  log: FastifyBaseLogger,
  mobile: string | null,
  text: string,
): Promise<void> {
  if (!mobile) return;
  try {
    await notifier.send(mobile, text);
  } catch (err) {
    log.warn({ err }, "booking SMS failed");
  }
}
