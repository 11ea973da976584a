import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import { DevSmsProvider } from "./dev-sms.js";
import { Msg91SmsProvider } from "./msg91-sms.js";
import type { SmsProvider } from "./sms-provider.js";

export * from "./dev-sms.js";
export * from "./msg91-sms.js";
export * from "./sms-provider.js";

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  const { sms } = config;
  if (sms.provider === "msg91" && sms.apiUrl && sms.apiKey && sms.templateId) {
    return new Msg91SmsProvider({
      apiUrl: sms.apiUrl,
      apiKey: sms.apiKey,
      templateId: sms.templateId,
      sender: sms.sender,
    });
  }
  return new DevSmsProvider(log, config.isProduction);
}
