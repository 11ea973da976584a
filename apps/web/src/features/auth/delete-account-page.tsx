import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from "@mui/material";
import { useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { deleteAccount } from "./auth-api";
import { AuthCard, MobileField } from "./auth-ui";
import { OtpForm, SendCodeButton } from "./otp-form";
import {
  DELETE_REASONS,
  type DeleteAccountForm,
  deleteAccountSchema,
  normaliseMobile,
  toE164,
} from "./schemas";
import { useOtpChallenge } from "./use-otp-challenge";

/** Compares by the 10 national digits, whatever prefix the profile carries. */
const sameMobile = (a: string | null | undefined, b: string) =>
  Boolean(a) && a!.replace(/\D/g, "").slice(-10) === b.replace(/\D/g, "").slice(-10);

const EMPTY: DeleteAccountForm = { reason: "", otherReason: "", mobile: "" };

/**
 * /deleteaccount (spec section 4): a reason first, then the mobile, Continue sends an OTP, then
 * the OTP and Delete Account; on success the server's message is shown and the form clears.
 */
export default function DeleteAccountPage() {
  const { t, i18n } = useTranslation("auth");
  const session = useSession();
  const otp = useOtpChallenge("delete");
  const [done, setDone] = useState<string | null>(null);
  const reasonSent = useRef("");
  const schema = useMemo(() => deleteAccountSchema(t), [t]);
  const form = useForm<DeleteAccountForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const reason = form.watch("reason");
  const locked = Boolean(otp.challenge);

  const sendCode = form.handleSubmit(async (v) => {
    setDone(null);
    // Operators read reasons in one language, whatever language the person used.
    const english = i18n.getFixedT("en", "auth");
    reasonSent.current =
      v.reason === "other" ? v.otherReason.trim() : english(`delete.reasons.${v.reason}`);
    await otp.send(v.mobile);
  });

  const confirm = (code: string) =>
    otp.run(async () => {
      const challenge = otp.challenge!;
      const mobile = toE164(challenge.mobile);
      const res = await deleteAccount({
        reason: reasonSent.current,
        mobile,
        otp: code,
        requestId: challenge.requestId!, // a deletion code is always asked for on this page
      });
      form.reset(EMPTY);
      otp.reset();
      setDone(res?.message ?? t("delete.done"));
      // The server has ended that account's sessions; if it was this browser's, forget it here.
      if (sameMobile(session.user?.mobile, mobile)) await session.signOut({ remote: false });
    });

  return (
    <AuthCard title={t("delete.title")} intro={t("delete.intro")}>
      <div aria-live="polite">
        {done && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {done}
          </Alert>
        )}
      </div>
      <form noValidate onSubmit={sendCode}>
        <FormControl error={Boolean(errors.reason)} disabled={locked} required fullWidth>
          <FormLabel id="delete-reason-label">{t("delete.reasonLegend")}</FormLabel>
          <Controller
            name="reason"
            control={form.control}
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="delete-reason-label"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {DELETE_REASONS.map((r) => (
                  <FormControlLabel
                    key={r}
                    value={r}
                    control={<Radio />}
                    label={t(`delete.reasons.${r}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {errors.reason && <FormHelperText>{errors.reason.message}</FormHelperText>}
        </FormControl>
        {reason === "other" && (
          <TextField
            label={t("delete.otherLabel")}
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            error={Boolean(errors.otherReason)}
            helperText={errors.otherReason?.message}
            slotProps={{ input: { readOnly: locked } }}
            {...form.register("otherReason")}
          />
        )}
        {/* Spec section 5: the mobile field appears only once a reason is picked. */}
        {reason !== "" && (
          <>
            <Typography sx={{ mt: 2 }}>{t("delete.mobileIntro")}</Typography>
            <MobileField
              label={t("fields.mobile")}
              required
              locked={locked}
              error={Boolean(errors.mobile)}
              helperText={errors.mobile?.message ?? t("fields.mobileHelp")}
              {...form.register("mobile", { setValueAs: normaliseMobile })}
            />
            {!locked && <SendCodeButton otp={otp} />}
          </>
        )}
      </form>
      {locked && (
        <Typography color="error" sx={{ mt: 2 }}>
          {t("delete.warning")}
        </Typography>
      )}
      <OtpForm otp={otp} submitLabel={t("delete.submit")} onConfirm={confirm} danger />
    </AuthCard>
  );
}
