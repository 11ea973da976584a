import { z } from "zod";
import { listOf, successOf } from "./envelope.js";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging.js";

/**
 * The staff inbox (issue 11; spec section 3 "Inbox message: id, sender {name, photo}, date,
 * selected, subject, message (HTML)"; section 7 `/api/inbox…`). One list entry is a thread: the
 * contact form's message and its replies, or staff writing to each other.
 */
export const INBOX_LIMITS = {
  subject: 150,
  /** HTML as the editor writes it. */
  message: 20_000,
  recipients: 20,
  /** Threads one update or delete may name. */
  ids: 100,
} as const;

export const INBOX_FOLDERS = ["all", "unread", "contact"] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

export const InboxSenderSchema = z.object({
  /** The staff account that wrote it; null for the person who used the contact form. */
  id: z.string().nullable(),
  name: z.string(),
  photo: z.string().nullable(),
});

export const InboxMessageSchema = z.object({
  id: z.string(),
  sender: InboxSenderSchema,
  date: z.string(),
  /** Sanitised HTML (the CMS rich-text rule). */
  message: z.string(),
  /** A reply to a contact message: the address it was mailed to. */
  mailedTo: z.string().nullable(),
  /**
   * Where that mail is (decision 158): `sending` while queued or being retried, `sent` once the
   * mail service took it, `failed` when every retry failed (it may be sent again). Null for a
   * message that is not mailed.
   */
  mailStatus: z.enum(["sending", "sent", "failed"]).nullable(),
  /** When the mail state last changed. */
  mailStatusAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** A thread in the list: the spec's fields describe its latest message. */
export const InboxThreadSchema = z.object({
  id: z.string(),
  sender: InboxSenderSchema,
  date: z.string(),
  selected: z.boolean(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  kind: z.enum(["staff", "contact"]),
  count: z.number().int(),
});
export type InboxThread = z.infer<typeof InboxThreadSchema>;

export const InboxThreadDetailSchema = InboxThreadSchema.extend({
  messages: z.array(InboxMessageSchema),
  participants: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The contact form's sender, for contact threads. */
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type InboxThreadDetail = z.infer<typeof InboxThreadDetailSchema>;

export const InboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  folder: z.enum(INBOX_FOLDERS).default("all"),
});
export type InboxListQuery = z.infer<typeof InboxListQuerySchema>;

export const InboxListResponseSchema = listOf(InboxThreadSchema).extend({
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    unread: z.number().int(),
  }),
});
export type InboxList = z.infer<typeof InboxListResponseSchema>;

export const InboxIdQuerySchema = z.object({ id: z.uuid() });

const messageHtml = z
  .string()
  .trim()
  .min(1, "Please write a message")
  .max(INBOX_LIMITS.message, `Message must be at most ${INBOX_LIMITS.message} characters`);

const recipients = z
  .array(z.uuid())
  .min(1, "Choose at least one recipient")
  .max(INBOX_LIMITS.recipients, `At most ${INBOX_LIMITS.recipients} recipients`);
const subject = z
  .string()
  .trim()
  .min(1, "Please enter a subject")
  .max(INBOX_LIMITS.subject, `Subject must be at most ${INBOX_LIMITS.subject} characters`);

/** A new thread as the compose form fills it. */
export const InboxComposeSchema = z.object({ to: recipients, subject, message: messageHtml });
export type InboxCompose = z.infer<typeof InboxComposeSchema>;

/**
 * `POST /api/inbox/add`: a new thread to staff (`to`, `subject`, `message`), or a reply in a
 * thread (`threadId`, `message`; a reply to a contact message is mailed to its sender).
 */
export const InboxAddSchema = z
  .object({
    threadId: z.uuid().optional(),
    to: recipients.optional(),
    subject: subject.optional(),
    message: messageHtml,
  })
  .superRefine((v, ctx) => {
    if (v.threadId && (v.to || v.subject)) {
      ctx.addIssue({ code: "custom", path: ["threadId"], message: "A reply has no to or subject" });
    } else if (!v.threadId) {
      if (!v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose a recipient" });
      if (!v.subject) {
        ctx.addIssue({ code: "custom", path: ["subject"], message: "Please enter a subject" });
      }
    }
  });
export type InboxAdd = z.infer<typeof InboxAddSchema>;

/** One thread (`id`) or several (`ids`), as the list's "select several" sends them. */
const target = {
  id: z.uuid().optional(),
  ids: z.array(z.uuid()).min(1).max(INBOX_LIMITS.ids).optional(),
};
const oneTarget = (v: { id?: string | undefined; ids?: string[] | undefined }) =>
  (v.id === undefined) !== (v.ids === undefined);
const targetMessage = { message: "Send either id or ids", path: ["id"] };

export const InboxUpdateSchema = z
  .object({ ...target, read: z.boolean().optional(), selected: z.boolean().optional() })
  .refine(oneTarget, targetMessage)
  .refine((v) => v.read !== undefined || v.selected !== undefined, {
    message: "Nothing to change: send read or selected",
    path: ["read"],
  });
export type InboxUpdate = z.infer<typeof InboxUpdateSchema>;

export const InboxDeleteSchema = z.object(target).refine(oneTarget, targetMessage);
export type InboxDelete = z.infer<typeof InboxDeleteSchema>;

/** `POST /api/inbox/resend`: mail again a reply whose mail was not delivered (its message id). */
export const InboxResendSchema = z.object({ id: z.uuid() });
export type InboxResend = z.infer<typeof InboxResendSchema>;

export const InboxThreadResponseSchema = successOf(InboxThreadDetailSchema);
export const InboxChangedSchema = successOf(z.object({ ids: z.array(z.string()) }));
