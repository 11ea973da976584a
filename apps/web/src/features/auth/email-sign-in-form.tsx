import { zodResolver } from "@hookform/resolvers/zod";
import { Link as MuiLink } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useSession } from "../../app/session";
import { errorMessage } from "../../lib/http";
import { signInWithPassword } from "./auth-api";
import { AccountField, BusyButton, FormError } from "./auth-ui";
import { returnPath } from "./return-path";
import { emailSignInSchema } from "./schemas";

/**
 * Sign-in for accounts made on /session/signup (spec section 7 names a credential variant of
 * login). Without it an email account could register but never come back.
 */
export function EmailSignInForm() {
  const { t } = useTranslation("auth");
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => emailSignInSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await signInWithPassword(values);
      await session.signIn(res.accessToken, res.user);
      navigate(returnPath(search), { replace: true });
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <AccountField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        autoFocus
        fieldError={errors.email}
        {...form.register("email")}
      />
      <AccountField
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        fieldError={errors.password}
        {...form.register("password")}
      />
      <FormError message={error} />
      <BusyButton type="submit" busy={isSubmitting} busyLabel={t("otp.busy")} sx={{ mt: 1 }}>
        {t("signIn.submit")}
      </BusyButton>
      <MuiLink
        component={Link}
        to="/session/forgot-password"
        variant="body2"
        sx={{ mt: 2, display: "inline-block" }}
      >
        {t("signIn.forgot")}
      </MuiLink>
    </form>
  );
}
