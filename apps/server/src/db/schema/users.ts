import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { citext, createdAt, id, updatedAt } from "./common.js";

/** ARCHITECTURE.md "Roles". */
export const ROLES = ["SA", "admin", "editor", "user", "GUEST"] as const;

export const users = pgTable(
  "users",
  {
    id: id(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    name: text("name"),
    username: text("username"),
    email: citext("email").unique(),
    /** E.164, +91 followed by ten digits. */
    mobile: text("mobile").unique(),
    mobileVerifiedAt: timestamp("mobile_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash"),
    avatar: text("avatar"),
    /** Kept for the SA's user management (spec section 3 user record `address`, decision 112). */
    address: text("address"),
    isActive: boolean("is_active").notNull().default(true),
    /** Bumped to end every session of the user at once (logout, deactivation, role change). */
    sessionVersion: integer("session_version").notNull().default(1),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('SA','admin','editor','user','GUEST')`),
    check("users_mobile_e164", sql`${t.mobile} is null or ${t.mobile} ~ '^\\+91[6-9][0-9]{9}$'`),
  ],
);
