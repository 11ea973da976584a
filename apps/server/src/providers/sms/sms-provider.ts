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
 * The one OTP template, registered as-is with DLT: fixed text, the code as its only variable.
 * The lifetime in the text matches OTP.expiresInSeconds (300 s).
 */
export const OTP_TEMPLATE =
  "{code} is your Sannidhi sign-in code. It expires in 5 minutes. Do not share it.";

export function renderOtp(code: string): { text: string; vars: Record<string, string> } {
  return { text: OTP_TEMPLATE.replace("{code}", code), vars: { code } };
}
