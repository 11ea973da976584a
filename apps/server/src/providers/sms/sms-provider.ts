import { fill, SMS_TEXTS } from "./texts.js";

/** The outside world's SMS gateway (ARCHITECTURE.md "providers"). */
export interface SmsProvider {
  readonly name: string;
  /**
   * Sends `text` to an E.164 number. `vars` are the values of the registered template's
   * variables, for gateways that render DLT templates themselves (India's TRAI rule).
   */
  send(
    to: string,
    text: string,
    vars?: Record<string, string>,
    /** The DLT template of this kind of message, when it is not the sign-in one (issue 18). */
    templateId?: string,
  ): Promise<void>;
}

export class SmsSendError extends Error {}

/**
 * The English sign-in template, registered as-is with DLT (SMS_TEMPLATE_ID): fixed text, the code
 * as its only variable. Its other languages are in `texts.ts`.
 */
export const OTP_TEMPLATE: string = SMS_TEXTS.otp.en;

export function renderOtp(code: string): { text: string; vars: Record<string, string> } {
  return { text: fill(OTP_TEMPLATE, { code }), vars: { code } };
}
