import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.js";

/** Messages of the landing page's contact form (issue 5), read by staff. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** E.164, +91 followed by ten digits. */
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /**
     * Keyed hash of the sender's address: enough to rate-limit per client across instances
     * without keeping the address itself (docs/decisions/030).
     */
    clientHash: text("client_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_client_created_idx").on(t.clientHash, t.createdAt),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);
