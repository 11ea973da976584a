import { sql } from "drizzle-orm";
import {
  boolean,
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
import { contactMessages } from "./contact.js";
import { users } from "./users.js";

/**
 * A conversation in the staff inbox (issue 11): a contact-form message and the replies mailed
 * to its sender (`contact`), or staff writing to each other (`staff`).
 */
export const inboxThreads = pgTable(
  "inbox_threads",
  {
    id: id(),
    kind: text("kind", { enum: ["staff", "contact"] }).notNull(),
    subject: text("subject").notNull(),
    contactMessageId: uuid("contact_message_id")
      .unique()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check("inbox_threads_kind_check", sql`${t.kind} in ('staff','contact')`),
    index("inbox_threads_last_idx").on(t.lastMessageAt),
  ],
);

export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: id(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => inboxThreads.id, { onDelete: "cascade" }),
    /** The staff author; null for the contact form's sender. */
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name when it was written (a contact sender has no account). */
    senderName: text("sender_name").notNull(),
    /** Sanitised HTML (lib/rich-text.ts). */
    bodyHtml: text("body_html").notNull(),
    /** The same as plain text: for search and for the mail a reply becomes. */
    bodyText: text("body_text").notNull(),
    /** A reply to a contact message: the address it was mailed to. */
    mailedTo: text("mailed_to"),
    /**
     * Where that mail is (decision 158): `sending` while the `mail.send` job has it, `sent` once
     * the provider took it, `failed` when its last retry failed. Null for messages not mailed
     * (and read as `sent` for replies mailed before the queue, when the request sent them).
     */
    mailStatus: text("mail_status", { enum: ["sending", "sent", "failed"] }),
    /** When the mail last changed state. */
    mailStatusAt: timestamp("mail_status_at", { withTimezone: true }),
    /** How many times staff asked for it to be sent (1, and one more per "send again"). */
    mailSends: integer("mail_sends").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("inbox_messages_thread_created_idx").on(t.threadId, t.createdAt),
    check(
      "inbox_messages_mail_status_check",
      sql`${t.mailStatus} is null or ${t.mailStatus} in ('sending','sent','failed')`,
    ),
  ],
);

/**
 * One person's state of a thread: membership of a staff thread, and for anyone what they read,
 * selected or deleted. A thread deleted by someone shows again when a newer message arrives.
 */
export const inboxMembers = pgTable(
  "inbox_members",
  {
    threadId: uuid("thread_id")
      .notNull()
      .references(() => inboxThreads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** True for the people a staff thread was written to (and its author). */
    member: boolean("member").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    selected: boolean("selected").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index("inbox_members_user_idx").on(t.userId),
  ],
);
