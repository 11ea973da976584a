import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outside world's mail service (ARCHITECTURE.md "providers"). */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export interface MailOutboxEntry extends MailMessage {
  createdAt: string;
}

/**
 * Development and test mail: kept in an outbox read by `GET /api/dev/mail-outbox` (never in
 * production). Production logs only the recipient's domain: reset links are secrets.
 */
export class DevMailProvider implements MailProvider {
  readonly name = "dev";
  readonly outbox: MailOutboxEntry[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly production: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.outbox.unshift({ ...message, createdAt: new Date().toISOString() });
    if (this.outbox.length > 500) this.outbox.length = 500;
    if (this.production) {
      this.log.warn({ domain: message.to.split("@")[1] }, "MAIL_PROVIDER=dev: mail not delivered");
    } else {
      this.log.info({ to: message.to, subject: message.subject }, `dev mail:\n${message.text}`);
    }
  }

  messagesTo(to?: string): MailOutboxEntry[] {
    const wanted = to?.toLowerCase();
    return wanted ? this.outbox.filter((m) => m.to.toLowerCase() === wanted) : [...this.outbox];
  }
}
