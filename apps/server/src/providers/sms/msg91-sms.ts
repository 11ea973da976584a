import type { SmsConfig } from "../../config.js";
import { type SmsProvider, SmsSendError } from "./sms-provider.js";

/**
 * MSG91-style flow API: the gateway renders the DLT-registered template (SMS_TEMPLATE_ID) with
 * our variables, so the message text is fixed by the registration, not by us.
 * `POST SMS_API_URL` with header `authkey`, body
 * `{template_id, sender?, short_url:"0", recipients:[{mobiles:"91XXXXXXXXXX", code}]}`.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = "msg91";

  constructor(
    private readonly config: Required<Pick<SmsConfig, "apiUrl" | "apiKey" | "templateId">> &
      Pick<SmsConfig, "sender">,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(
    to: string,
    _text: string,
    vars: Record<string, string> = {},
    templateId?: string,
  ): Promise<void> {
    const body = {
      template_id: templateId ?? this.config.templateId,
      ...(this.config.sender ? { sender: this.config.sender } : {}),
      short_url: "0",
      recipients: [{ mobiles: to.replace(/^\+/, ""), ...vars }],
    };
    let res: Response;
    try {
      res = await fetch(this.config.apiUrl, {
        method: "POST",
        headers: {
          authkey: this.config.apiKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`SMS gateway unreachable: ${(err as Error).message}`);
    }
    const answer = (await res.json().catch(() => null)) as {
      type?: string;
      message?: string;
    } | null;
    if (!res.ok || answer?.type === "error") {
      throw new SmsSendError(
        `SMS gateway answered ${res.status}${answer?.message ? `: ${answer.message}` : ""}`,
      );
    }
  }
}
