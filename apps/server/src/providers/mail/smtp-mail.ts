import { createTransport, type Transporter } from "nodemailer";
import type { MailMessage, MailProvider } from "./mail-provider.js";

/**
 * Real mail over SMTP (issue 35, item 5): the inbox's replies and the reset links leave through
 * the deployment's mail service, configured by one URL (`MAIL_SMTP_URL`):
 * `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from
 * the first byte). nodemailer keeps a small pool of connections and retries nothing itself: a
 * queued mail is retried by the job queue (decision 158), a reset link is asked for again.
 */
export class SmtpMailProvider implements MailProvider {
  readonly name = "smtp";
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url, pool: true, maxConnections: 2 });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    // The server took none of the recipients: not delivered, so the caller's retry applies.
    if (!info.accepted?.length) throw new Error(`SMTP refused ${message.to}`);
  }

  close(): void {
    this.transport.close();
  }
}
