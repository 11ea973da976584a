import { zodResolver } from "@hookform/resolvers/zod";
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link as MuiLink,
  Typography,
} from "@mui/material";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../app/session";
import { errorMessage } from "../../lib/http";
import { register as registerAccount } from "./auth-api";
import { AccountField, AuthCard, BusyButton, FormError } from "./auth-ui";
import { type SignUpForm, signUpSchema } from "./schemas";
import { applyServerFieldErrors } from "./server-errors";

const FIELDS = ["username", "email", "password"] as const;

/** /session/signup (spec sections 2 and 5): registers by email and goes to `/`. */
export default function SignUpPage() {
  const { t } = useTranslation("auth");
  const session = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => signUpSchema(t), [t]);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: "", email: "", password: "", agreement: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, email, password }) => {
    setError(null);
    try {
      const res = await registerAccount({ username, email, password });
      await session.signIn(res.accessToken, res.user);
      navigate("/", { replace: true });
    } catch (err) {
      if (!applyServerFieldErrors(err, FIELDS, form.setError)) setError(errorMessage(err));
    }
  });

  const field = (name: (typeof FIELDS)[number], type = "text", autoComplete?: string) => (
    <AccountField
      label={t(`fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      fieldError={errors[name]}
      {...form.register(name)}
    />
  );

  return (
    <AuthCard title={t("signUp.title")}>
      <form noValidate onSubmit={submit}>
        {field("username", "text", "username")}
        {field("email", "email", "email")}
        {field("password", "password", "new-password")}
        <FormControl error={Boolean(errors.agreement)} sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Controller
                name="agreement"
                control={form.control}
                render={({ field: box }) => (
                  <Checkbox
                    checked={box.value}
                    onChange={(e) => box.onChange(e.target.checked)}
                    onBlur={box.onBlur}
                    inputRef={box.ref}
                    slotProps={{
                      input: {
                        "aria-invalid": Boolean(errors.agreement),
                        "aria-describedby": errors.agreement ? "agreement-error" : undefined,
                      } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                )}
              />
            }
            label={
              <Trans
                t={t}
                i18nKey="signUp.agreement"
                components={{
                  terms: <MuiLink component={Link} to="/terms-and-conditions" target="_blank" />,
                }}
              />
            }
          />
          {errors.agreement && (
            <FormHelperText id="agreement-error">{errors.agreement.message}</FormHelperText>
          )}
        </FormControl>
        <FormError message={error} />
        <BusyButton type="submit" busy={isSubmitting} busyLabel={t("otp.busy")} sx={{ mt: 2 }}>
          {t("signUp.submit")}
        </BusyButton>
      </form>
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t("signUp.haveAccount")}{" "}
        <MuiLink component={Link} to="/session/signin">
          {t("signUp.signInLink")}
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
