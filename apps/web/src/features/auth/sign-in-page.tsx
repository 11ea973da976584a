import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Link as MuiLink, Stack, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useSession } from "../../app/session";
import { FALLBACK_ERROR } from "../../lib/http";
import { login } from "./auth-api";
import { AuthCard, MobileField } from "./auth-ui";
import { EmailSignInForm } from "./email-sign-in-form";
import { OtpForm, SendCodeButton } from "./otp-form";
import { returnPath } from "./return-path";
import { mobileSchema, normaliseMobile, toE164 } from "./schemas";
import { useOtpChallenge } from "./use-otp-challenge";

/**
 * /signin and /session/signin (spec section 4): mobile → Continue (OTP sent to +91…) → the OTP
 * field appears and the number locks → confirm → signed in and sent to `/` (or back to the
 * page that sent them here, `?next=`, e.g. the booking page).
 */
export default function SignInPage() {
  const { t } = useTranslation("auth");
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const otp = useOtpChallenge("login");
  // Mobile + OTP is the spec's sign-in; email + password serves accounts made by sign-up.
  const [mode, setMode] = useState<"mobile" | "email">("mobile");
  const schema = useMemo(() => mobileSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { mobile: "" } });
  const mobileError = form.formState.errors.mobile?.message;

  const confirm = (code: string) =>
    otp.run(async () => {
      const challenge = otp.challenge!;
      const res = await login({
        mobile: toE164(challenge.mobile),
        otp: code,
        ...(challenge.requestId ? { requestId: challenge.requestId } : {}),
      });
      // Spec section 8: an answer carrying an error stops the flow with its message.
      const token = res.accessToken ?? res.authtoken;
      if (!token) throw new Error((res as { error?: string }).error ?? FALLBACK_ERROR);
      await session.signIn(token, res.user);
      navigate(returnPath(search), { replace: true });
    });

  return (
    <AuthCard
      title={t("signIn.title")}
      intro={mode === "mobile" ? t("signIn.intro") : t("signIn.introEmail")}
    >
      {mode === "email" ? (
        <EmailSignInForm />
      ) : (
        <>
          <form noValidate onSubmit={form.handleSubmit(({ mobile }) => otp.send(mobile))}>
            <MobileField
              label={t("fields.mobile")}
              required
              autoFocus
              locked={Boolean(otp.challenge)}
              error={Boolean(mobileError)}
              helperText={mobileError ?? t("fields.mobileHelp")}
              {...form.register("mobile", { setValueAs: normaliseMobile })}
            />
            {!otp.challenge && <SendCodeButton otp={otp} />}
          </form>
          <OtpForm otp={otp} submitLabel={t("signIn.submit")} onConfirm={confirm} />
        </>
      )}
      <Stack spacing={1} sx={{ mt: 3 }} alignItems="flex-start">
        <Button
          variant="text"
          sx={{ px: 0 }}
          onClick={() => {
            otp.reset();
            setMode(mode === "mobile" ? "email" : "mobile");
          }}
        >
          {mode === "mobile" ? t("signIn.useEmail") : t("signIn.useMobile")}
        </Button>
        <Typography variant="body2">
          {t("signIn.newHere")}{" "}
          <MuiLink component={Link} to="/session/signup">
            {t("signIn.signUpLink")}
          </MuiLink>
        </Typography>
        <MuiLink component={Link} to="/deleteaccount" variant="body2">
          {t("signIn.deleteLink")}
        </MuiLink>
      </Stack>
    </AuthCard>
  );
}
