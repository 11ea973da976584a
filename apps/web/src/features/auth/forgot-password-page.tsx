import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link as MuiLink, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../lib/http";
import { forgotPassword } from "./auth-api";
import { AccountField, AuthCard, BusyButton, FormError } from "./auth-ui";
import { forgotPasswordSchema } from "./schemas";

/**
 * /session/forgot-password (spec sections 2 and 5). The server answers the same whether or
 * not the email has an account, so the confirmation says "if".
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => forgotPasswordSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgotPassword(email);
      setSentTo(email);
      form.reset();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <AuthCard title={t("forgot.title")} intro={t("forgot.intro")}>
      <div aria-live="polite">
        {sentTo && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t("forgot.sent", { email: sentTo })}
          </Alert>
        )}
      </div>
      <form noValidate onSubmit={submit}>
        <AccountField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          fieldError={errors.email}
          {...form.register("email")}
        />
        <FormError message={error} />
        <BusyButton type="submit" busy={isSubmitting} busyLabel={t("otp.busy")} sx={{ mt: 1 }}>
          {t("forgot.submit")}
        </BusyButton>
      </form>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <MuiLink component={Link} to="/session/signin">
          {t("forgot.backToSignIn")}
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
