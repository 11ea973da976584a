import { index, pgTable, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { temples } from "./catalog.js";
import { id } from "./common.js";
import { users } from "./users.js";

/**
 * Which temples a staff account acts for (issue 33, docs/decisions/200): one row per temple, or
 * one row with no temple for the whole trust. Granted by the SA from user management, never by
 * the person it limits; an account with no row acts for no temple. The SA acts for every
 * temple by role and holds no rows.
 */
export const staffTempleGrants = pgTable(
  "staff_temple_grants",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: the whole trust (every temple, and what belongs to no single temple). */
    templeId: uuid("temple_id").references(() => temples.id, { onDelete: "cascade" }),
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One grant per temple, and at most one trust-wide grant, per account.
    unique("staff_temple_grants_user_temple_uq").on(t.userId, t.templeId).nullsNotDistinct(),
    index("staff_temple_grants_temple_idx").on(t.templeId),
  ],
);
