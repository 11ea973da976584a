import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link as MuiLink, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/http";
import { resetPassword } from "./auth-api";
import { AccountField, AuthCard, BusyButton, FormError } from "./auth-ui";
import { resetPasswordSchema } from "./schemas";

/** /session/reset-password?token= — the page the single-use, 30-minute mail link opens (issue 3). */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "", repeat: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
      form.reset();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  if (!token || done) {
    return (
      <AuthCard title={t("reset.title")}>
        <Alert severity={done ? "success" : "warning"} role={done ? "status" : "alert"}>
          {done ? t("reset.done") : t("reset.missingToken")}
        </Alert>
        <Typography variant="body2" sx={{ mt: 3 }}>
          <MuiLink component={Link} to={done ? "/session/signin" : "/session/forgot-password"}>
            {done ? t("reset.signIn") : t("reset.requestNew")}
          </MuiLink>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("reset.title")}>
      <form noValidate onSubmit={submit}>
        <AccountField
          label={t("fields.newPassword")}
          type="password"
          autoComplete="new-password"
          fieldError={errors.password}
          {...form.register("password")}
        />
        <AccountField
          label={t("fields.repeatPassword")}
          type="password"
          autoComplete="new-password"
          fieldError={errors.repeat}
          {...form.register("repeat")}
        />
        <FormError message={error} />
        <BusyButton type="submit" busy={isSubmitting} busyLabel={t("otp.busy")} sx={{ mt: 1 }}>
          {t("reset.submit")}
        </BusyButton>
      </form>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <MuiLink component={Link} to="/session/forgot-password">
          {t("reset.requestNew")}
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
