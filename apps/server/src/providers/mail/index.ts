import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { DevMailProvider, type MailProvider } from "./mail-provider.js";
import { SmtpMailProvider } from "./smtp-mail.js";

export * from "./mail-provider.js";
export * from "./smtp-mail.js";

/** The mail provider of this deployment (MAIL_PROVIDER): SMTP, or the dev outbox. */
export function createMailProvider(config: Config, log: FastifyBaseLogger): MailProvider {
  const { mail } = config;
  if (mail.provider === "smtp" && mail.smtpUrl)
    return new SmtpMailProvider(mail.smtpUrl, mail.from);
  return new DevMailProvider(log, config.isProduction);
}
