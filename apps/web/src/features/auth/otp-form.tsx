import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Typography } from "@mui/material";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BusyButton, DigitsField, FormError, Row, visuallyHidden } from "./auth-ui";
import { otpSchema } from "./schemas";
import type { OtpChallengeState } from "./use-otp-challenge";

/**
 * The second step of spec section 4: the OTP field (6 digits, numeric, filled by the phone's
 * one-time-code suggestion), the confirm button, "change number" and resend with a countdown.
 */
export function OtpForm({
  otp,
  submitLabel,
  onConfirm,
  danger = false,
}: {
  otp: OtpChallengeState;
  submitLabel: string;
  onConfirm: (code: string) => Promise<unknown>;
  danger?: boolean;
}) {
  const { t } = useTranslation(["auth", "visit"]);
  const schema = useMemo(() => otpSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { otp: "" } });
  const { challenge, secondsLeft, busy } = otp;
  // A new code (resend, or another number) makes the one typed before meaningless.
  const requestId = challenge?.requestId;
  useEffect(() => {
    if (requestId) form.reset({ otp: "" });
  }, [requestId, form]);

  // Screen readers hear the countdown twice (when it starts and when it ends), not every second.
  const waiting = secondsLeft > 0;
  const started = useRef({ waiting: false, seconds: 0 });
  if (waiting && !started.current.waiting) started.current.seconds = secondsLeft;
  started.current.waiting = waiting;

  if (!challenge) return null;
  const error = form.formState.errors.otp?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ otp: code }) => onConfirm(code))}
    >
      <Typography sx={{ mt: 2 }} role={challenge.requestId ? undefined : "status"}>
        {challenge.requestId
          ? t("otp.sentTo", { mobile: `+91 ${challenge.mobile}` })
          : t("visit:otp.sentEarlier", { mobile: `+91 ${challenge.mobile}` })}
      </Typography>
      <DigitsField
        label={t("fields.otp")}
        required
        autoFocus
        autoComplete="one-time-code"
        maxDigits={6}
        error={Boolean(error)}
        helperText={error ?? t("fields.otpHelp")}
        {...form.register("otp")}
      />
      <FormError message={otp.error} />
      <BusyButton
        type="submit"
        busy={busy}
        busyLabel={t("otp.busy")}
        color={danger ? "error" : "primary"}
      >
        {submitLabel}
      </BusyButton>
      <Row>
        <Button variant="text" onClick={otp.reset} disabled={busy}>
          {t("otp.changeNumber")}
        </Button>
        <Button
          variant="text"
          disabled={waiting || busy}
          onClick={() => void otp.send(challenge.mobile)}
        >
          {waiting ? (
            <span role="timer">{t("otp.resendIn", { seconds: secondsLeft })}</span>
          ) : (
            t("otp.resend")
          )}
        </Button>
      </Row>
      <Box sx={visuallyHidden} aria-live="polite">
        {waiting ? t("otp.resendWait", { seconds: started.current.seconds }) : t("otp.resendReady")}
      </Box>
    </Box>
  );
}

/**
 * The first step's error and Continue button. When the server refused with a wait
 * (429 + Retry-After), the button stays disabled and shows how long.
 */
export function SendCodeButton({ otp }: { otp: OtpChallengeState }) {
  const { t } = useTranslation("auth");
  const waiting = otp.secondsLeft > 0;
  return (
    <>
      <FormError message={otp.error} />
      <BusyButton
        type="submit"
        busy={otp.busy}
        busyLabel={t("otp.busy")}
        disabled={waiting}
        sx={{ mt: 1 }}
      >
        {t("otp.continue")}
      </BusyButton>
      {waiting && (
        <Typography role="timer" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("otp.resendIn", { seconds: otp.secondsLeft })}
        </Typography>
      )}
    </>
  );
}
