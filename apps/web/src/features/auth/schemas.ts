import type { TFunction } from "i18next";
import { z } from "zod";

/**
 * Web-only form schemas for the account pages, messages from the `auth` namespace.
 * TODO(issue 3): derive these from `packages/contracts/src/auth.ts` once the server branch
 * lands (conventions habit 4); they are separate now only so the two branches do not collide.
 */
export const PASSWORD_MIN = 8;
const TEXT_MAX = 200;

/** Spec section 4: the person types 10 digits; an Indian mobile starts with 6, 7, 8 or 9. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** Spec section 9: the phone prefix is +91. */
export const toE164 = (mobile: string) => `+91${mobile}`;

const required = (t: TFunction) => z.string().trim().min(1, t("validation.required"));

export const mobileSchema = (t: TFunction) =>
  z.object({
    mobile: required(t).regex(INDIAN_MOBILE, t("validation.mobile")),
  });

export const otpSchema = (t: TFunction) =>
  z.object({
    otp: required(t).regex(/^\d{6}$/, t("validation.otp")),
  });

/** Spec section 5: 'this field is required' and 'email is not valid'. */
const email = (t: TFunction) =>
  required(t)
    .max(254, t("validation.tooLong"))
    .pipe(z.email(t("validation.email")));

const password = (t: TFunction) =>
  z
    .string()
    .min(1, t("validation.required"))
    .min(PASSWORD_MIN, t("validation.passwordShort", { min: PASSWORD_MIN }))
    .max(128, t("validation.tooLong"));

export const signUpSchema = (t: TFunction) =>
  z.object({
    username: required(t).max(50, t("validation.tooLong")),
    email: email(t),
    password: password(t),
    // The box must be ticked to submit (issue 3; the spec left enforcement open).
    agreement: z.boolean().refine((v) => v, t("validation.agreement")),
  });

export const forgotPasswordSchema = (t: TFunction) => z.object({ email: email(t) });

export const resetPasswordSchema = (t: TFunction) =>
  z.object({ password: password(t), repeat: z.string() }).refine((v) => v.password === v.repeat, {
    path: ["repeat"],
    message: t("validation.passwordsDiffer"),
  });

export const DELETE_REASONS = [
  "notUsing",
  "otherAccount",
  "privacy",
  "messages",
  "needs",
  "other",
] as const;

/** Spec section 5: a reason comes first; "Other" needs the person's own words. */
export const deleteAccountSchema = (t: TFunction) =>
  z
    .object({
      reason: z.union([z.enum(DELETE_REASONS), z.literal("")]),
      otherReason: z.string().max(TEXT_MAX, t("validation.tooLong")),
      mobile: required(t).regex(INDIAN_MOBILE, t("validation.mobile")),
    })
    .superRefine((v, ctx) => {
      if (v.reason === "")
        ctx.addIssue({ code: "custom", path: ["reason"], message: t("validation.required") });
      if (v.reason === "other" && !v.otherReason.trim()) {
        ctx.addIssue({ code: "custom", path: ["otherReason"], message: t("validation.required") });
      }
    });

export type SignUpForm = z.infer<ReturnType<typeof signUpSchema>>;
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountSchema>>;

/** Accepts what people paste ("+91 98765 43210", "098765 43210") and keeps the 10 digits. */
export { normaliseMobile } from "../../components/mobile-field";

export const emailSignInSchema = (t: TFunction) =>
  z.object({
    email: email(t),
    password: z.string().min(1, t("validation.required")).max(128, t("validation.tooLong")),
  });
