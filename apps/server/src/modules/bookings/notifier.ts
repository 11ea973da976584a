import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/** Sends the devotee's booking messages (confirmation) by SMS. */
export interface BookingNotifier {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * Booking messages go through the app's SMS provider (issue 5's providers/sms): the dev
 * provider keeps them in the outbox at `GET /api/dev/sms-outbox`; MSG91 delivers them.
 */
export function notifierFor(app: FastifyInstance): BookingNotifier {
  return { send: (mobile, text) => app.ctx.sms.send(mobile, text) };
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
