import type { FastifyBaseLogger } from "fastify";
import type { SmsProvider } from "./sms-provider.js";

export interface OutboxEntry {
  to: string;
  text: string;
  createdAt: string;
}

const OUTBOX_LIMIT = 500;

/**
 * Development and test SMS: nothing leaves the machine. Messages are logged and kept in an
 * outbox read by `GET /api/dev/sms-outbox` (never registered in production). In production the
 * log line carries no text, so a code can never land in production logs.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = "dev";
  readonly outbox: OutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly production: boolean,
  ) {}

  async send(to: string, text: string): Promise<void> {
    this.outbox.unshift({ to, text, createdAt: new Date().toISOString() });
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.length = OUTBOX_LIMIT;
    if (this.production) {
      this.log.warn({ to: mask(to) }, "SMS_PROVIDER=dev in production: the SMS was not delivered");
    } else {
      this.log.info({ to }, `dev SMS: ${text}`);
    }
  }

  messagesTo(to?: string): OutboxEntry[] {
    return to ? this.outbox.filter((m) => m.to === to) : [...this.outbox];
  }
}

function mask(mobile: string): string {
  return `${mobile.slice(0, 5)}*****${mobile.slice(-2)}`;
}
