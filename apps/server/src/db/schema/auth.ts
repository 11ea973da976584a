import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One OTP sent to a mobile (issue 3). The code itself is never stored: only an HMAC keyed with a
 * secret derived from JWT_SECRET, so a database leak does not reveal live codes.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: id(),
    mobile: text("mobile").notNull(),
    codeHash: text("code_hash").notNull(),
    purpose: text("purpose", { enum: ["login", "delete"] }).notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: at("consumed_at"),
    requesterIp: text("requester_ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("otp_challenges_purpose_check", sql`${t.purpose} in ('login','delete')`),
    index("otp_challenges_mobile_idx").on(t.mobile, t.createdAt),
  ],
);

/**
 * Consecutive failed verifications of codes sent to a number, from every source together: the
 * number-wide ceiling (100, NIST SP 800-63B), which only a long attack from many networks
 * reaches (docs/decisions/093). Kept apart from the challenges so a new code does not reset the
 * count; cleared by a successful sign-in.
 */
export const otpLockouts = pgTable("otp_lockouts", {
  mobile: text("mobile").primaryKey(),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  /** How many times the number has been locked; each lock lasts twice the previous one. */
  lockLevel: integer("lock_level").notNull().default(0),
  lockedUntil: at("locked_until"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * The same count per number and source (issue 10): a wrong guess counts only against a code that
 * was really sent to the number, and against the network that asked for that code (`source`,
 * its address). Ten in a row lock that source out of that number, so a stranger who asks for
 * codes to someone else's number and guesses locks out only themselves.
 */
export const otpSourceLockouts = pgTable(
  "otp_source_lockouts",
  {
    mobile: text("mobile").notNull(),
    source: text("source").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    lockLevel: integer("lock_level").notNull().default(0),
    lockedUntil: at("locked_until"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.source] })],
);

/**
 * Events counted by the database-backed rate limits (OTP sends per number and per IP, failed
 * guesses per IP, …). In the database so several server instances agree (ARCHITECTURE.md).
 */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: id(),
    /** e.g. `otp-send:mobile:+919876543210`, `otp-send:ip:203.0.113.9`. */
    bucket: text("bucket").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("rate_events_bucket_at_idx").on(t.bucket, t.at)],
);

/**
 * Refresh tokens (issue 3): only a SHA-256 of the token is stored; every use rotates it within
 * its family, and presenting a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    familyId: uuid("family_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** Absolute end of the family's session: 30 days, 12 hours for staff. */
    expiresAt: at("expires_at").notNull(),
    /** When this token was issued or last used: staff sessions end after 30 idle minutes. */
    lastUsedAt: at("last_used_at").notNull(),
    rotatedAt: at("rotated_at"),
    replacedBy: uuid("replaced_by"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/** Single-use password reset links, valid 30 minutes; only a SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
