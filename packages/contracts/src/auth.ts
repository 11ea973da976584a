import { z } from "zod";
import { listOf, successOf } from "./envelope.js";
import { LANGUAGE_CODES } from "./languages.js";

/** ARCHITECTURE.md "Roles". */
export const ROLE_NAMES = ["SA", "admin", "editor", "user", "GUEST"] as const;
export const RoleSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleSchema>;
export const STAFF_ROLE_NAMES = ["SA", "admin", "editor"] as const;

/** OTP constants (issue 3): shared so the sign-in page's countdown matches the server. */
export const OTP = {
  length: 6,
  expiresInSeconds: 300,
  resendInSeconds: 60,
  maxWrongTriesPerCode: 5,
  /**
   * Codes to one number asked for by one source (a network address, or a device that signed
   * the number in before): an hour, a day (docs/decisions/210). Per number from every source
   * together only the daily budget counts (OTP_SMS_PER_NUMBER_PER_DAY), so that a stranger's
   * many addresses cannot use up the owner's codes.
   */
  sendsPerNumberSourcePerHour: 5,
  sendsPerNumberSourcePerDay: 10,
  /** Codes a day a number's proven devices may still ask for once the daily budget is spent. */
  provenDeviceReservePerDay: 20,
  sendsPerIpPerHour: 20,
  /** Wrong guesses in a row, on codes one source asked for, that lock that source out. */
  failuresBeforeLock: 10,
  /** Wrong guesses in a row from all sources together that lock the number (NIST's 100). */
  failuresBeforeNumberLock: 100,
  firstLockMinutes: 15,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MOBILE_MESSAGE = "Enter a valid 10-digit Indian mobile number";

/**
 * Indian mobile numbers as people type them: ten digits starting 6-9, optionally prefixed by
 * +91, 91 or 0, with spaces or dashes anywhere. Output is E.164 (`+91XXXXXXXXXX`), the only
 * form the server stores (spec section 6: "sends an OTP to the number with +91 prefix").
 */
export function normaliseIndianMobile(input: string): string | null {
  if (input.length > 20) return null;
  const compact = input.replace(/[\s-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

export const MobileSchema = z
  .string({ message: MOBILE_MESSAGE })
  .max(20, MOBILE_MESSAGE)
  .transform((value, ctx) => {
    const e164 = normaliseIndianMobile(value.trim());
    if (!e164) {
      ctx.addIssue({ code: "custom", message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

export const OtpCodeSchema = z
  .string({ message: "Enter the 6-digit code" })
  .regex(/^\d{6}$/, "Enter the 6-digit code");
export const RequestIdSchema = z.uuid({ message: "requestId is not valid" });

export const OtpPurposeSchema = z.enum(["login", "delete"]);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

export const OtpSendSchema = z.object({
  mobile: MobileSchema,
  purpose: OtpPurposeSchema.default("login"),
  /** The language of the page that asks: the code's SMS is written in it (issue 37). */
  language: z.enum(LANGUAGE_CODES, { message: "Choose one of the six languages" }).optional(),
});
export type OtpSend = z.input<typeof OtpSendSchema>;

export const OtpSentSchema = successOf(
  z.object({
    requestId: z.string(),
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
    /** Seconds before another code may be asked for this number. */
    resendIn: z.number().int(),
  }),
);
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const LoginSchema = z.object({
  mobile: MobileSchema,
  otp: OtpCodeSchema,
  /**
   * The code's request (from `POST /api/auth/otp`). Optional: a devotee who reopens sign-in
   * while the resend wait runs has no request id, and the number's latest code is checked.
   */
  requestId: RequestIdSchema.optional(),
});
export type Login = z.input<typeof LoginSchema>;

const EmailSchema = z
  .string({ message: "this field is required" })
  .trim()
  .min(1, "this field is required")
  .max(254, "email is not valid")
  .pipe(z.email({ message: "email is not valid" }))
  .transform((e) => e.toLowerCase());

const PasswordSchema = z
  .string({ message: "this field is required" })
  .min(1, "this field is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Spec section 5: sign-up fields username, email, password. */
export const RegisterSchema = z.object({
  email: EmailSchema,
  username: z
    .string({ message: "this field is required" })
    .trim()
    .min(1, "this field is required")
    .max(50, "Username must be at most 50 characters"),
  password: PasswordSchema,
});
export type Register = z.input<typeof RegisterSchema>;

/** `POST /api/auth/signin`: password sign-in for email accounts (docs/decisions/010). */
export const SigninSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: "this field is required" }).min(1).max(PASSWORD_MAX_LENGTH),
});
export type Signin = z.input<typeof SigninSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string({ message: "The reset link is not valid" }).regex(/^[\w-]{20,100}$/, {
    message: "The reset link is not valid",
  }),
  password: PasswordSchema,
});
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

/** Spec section 6: a reason is required before the mobile field is shown. */
export const DeleteAccountSchema = z.object({
  reason: z
    .string({ message: "Please choose a reason" })
    .trim()
    .min(1, "Please choose a reason")
    .max(500, "The reason must be at most 500 characters"),
  mobile: MobileSchema,
  otp: OtpCodeSchema,
  requestId: RequestIdSchema,
});
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

/** What a client sees of a user (spec section 3: id, role, name, username, email, avatar). */
export const UserDtoSchema = z.object({
  id: z.string(),
  role: RoleSchema,
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

/** Login answer: spec section 7 reads `authtoken` or `accessToken`; both carry the token. */
export const LoginAnswerSchema = z.object({
  status: z.literal("success"),
  authtoken: z.string(),
  accessToken: z.string(),
  user: UserDtoSchema,
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** register, signin and refresh answers. */
export const SessionAnswerSchema = z.object({
  status: z.literal("success"),
  accessToken: z.string(),
  user: UserDtoSchema,
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

export const ProfileAnswerSchema = z.object({ status: z.literal("success"), user: UserDtoSchema });
export const GetUserAnswerSchema = z.object({
  status: z.literal("success"),
  userdata: UserDtoSchema,
});
export const MessageAnswerSchema = z.object({ status: z.literal("success"), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const ACCOUNT_REMOVED_MESSAGE = "Your Sannidhi Account has been removed successfully";

export const UserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  role: z.union([RoleSchema, z.literal("staff")]).optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;
export const UserListSchema = listOf(UserDtoSchema);

export const RoleChangeSchema = z.object({ role: RoleSchema });
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** SA adds a staff member (or devotee) by mobile before their first sign-in. */
export const UserCreateSchema = z.object({
  mobile: MobileSchema,
  role: RoleSchema,
  name: z.string().trim().min(1).max(100).optional(),
});
export type UserCreate = z.input<typeof UserCreateSchema>;
export const UserAnswerSchema = successOf(UserDtoSchema);

/**
 * `PATCH /api/user/profile`: the name a devotee gives themselves (issue 37: "devotees are never
 * asked their name"), asked once in their home; staff then see it on the bookings.
 */
export const OwnProfileSchema = z.object({
  name: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
});
export type OwnProfile = z.input<typeof OwnProfileSchema>;

export const OutboxMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const OutboxSchema = successOf(z.array(OutboxMessageSchema));
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
