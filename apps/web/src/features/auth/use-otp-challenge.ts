import { OTP } from "@sannidhi/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, HttpError } from "../../lib/http";
import { type OtpPurpose, sendOtp } from "./auth-api";
import { toE164 } from "./schemas";

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 when none. */
export function useCountdown(until: number | null): number {
  // The interval only re-renders; the time is read fresh so the first frame is right too.
  const [, tick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= until) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

export interface Challenge {
  /** The 10 digits the person typed. */
  mobile: string;
  /**
   * The code's request; null when the code was sent before this page asked (sign-in reopened
   * within the resend wait, issue 19): the server then checks the number's latest code.
   */
  requestId: string | null;
}

/**
 * The OTP half of sign-in and account deletion (spec section 4): send a code to +91…, keep the
 * request it belongs to, count down to the next allowed send (the server's `resendIn`, or its
 * `Retry-After` when it refuses), and carry the busy flag and the error shown in red.
 */
export function useOtpChallenge(purpose: OtpPurpose) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useCountdown(resendAt);
  // A "please wait" answer is stale once the wait is over: clear it then.
  const errorIsWait = useRef(false);
  useEffect(() => {
    if (secondsLeft === 0 && errorIsWait.current) {
      errorIsWait.current = false;
      setError(null);
    }
  }, [secondsLeft]);

  /** Runs one server step with the busy flag on; a failure becomes the page's error. */
  const run = useCallback(async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    errorIsWait.current = false;
    try {
      return await step();
    } catch (err) {
      setError(errorMessage(err));
      if (err instanceof HttpError && err.retryAfter !== undefined) {
        errorIsWait.current = err.status === 429;
        setResendAt(Date.now() + err.retryAfter * 1000);
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  const send = useCallback(
    (mobile: string) =>
      run(async () => {
        try {
          const sent = await sendOtp(toE164(mobile), purpose);
          setChallenge({ mobile, requestId: sent.requestId });
          setResendAt(Date.now() + Math.max(0, sent.resendIn) * 1000);
        } catch (err) {
          // "Please wait N seconds": a sign-in code went to this number under a minute ago (this
          // page was reopened, or another tab asked). Let the devotee type that code.
          const wait = err instanceof HttpError && err.status === 429 ? err.retryAfter : undefined;
          if (purpose !== "login" || wait === undefined || wait > OTP.resendInSeconds) throw err;
          setChallenge((c) => (c?.mobile === mobile ? c : { mobile, requestId: null }));
          setResendAt(Date.now() + wait * 1000);
        }
        return true;
      }),
    [purpose, run],
  );

  /** "Change number": back to the mobile field; the old code is simply never used. */
  const reset = useCallback(() => {
    setChallenge(null);
    setError(null);
    setResendAt(null);
  }, []);

  return { challenge, secondsLeft, busy, error, setError, run, send, reset };
}
export type OtpChallengeState = ReturnType<typeof useOtpChallenge>;
