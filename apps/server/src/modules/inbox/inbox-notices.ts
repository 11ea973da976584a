import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { inboxMessages, inboxThreads } from "../../db/schema/index.js";
import { contactMessageNotice, inboxMessageNotice } from "../notifications/notices.js";
import type { Notice } from "../notifications/notifications.service.js";
import { trustOffice } from "../staff/staff-scope.js";
import { memberIds } from "./inbox.repository.js";
import { CONTACT_ROLES } from "./inbox.service.js";

/**
 * The notice a new inbox thread gives, built by the `notify.staff` job its transaction queued
 * (docs/decisions/158) from its first message: a staff thread tells its members but the
 * sender; a contact message tells the trust's office. Null when the thread is gone.
 */
export async function inboxStaffNotice(
  db: Db,
  e: { event: "inbox_thread" | "contact_message"; threadId: string },
): Promise<{ audience: string[]; notice: Notice } | null> {
  const [thread] = await db.select().from(inboxThreads).where(eq(inboxThreads.id, e.threadId));
  const [first] = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.threadId, e.threadId))
    .orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id))
    .limit(1);
  if (!thread || !first) return null;
  if (e.event === "contact_message") {
    return {
      audience: await trustOffice(db, CONTACT_ROLES),
      notice: contactMessageNotice({
        threadId: thread.id,
        name: first.senderName,
        subject: thread.subject,
      }),
    };
  }
  return {
    audience: (await memberIds(db, thread.id)).filter((id) => id !== first.senderId),
    notice: inboxMessageNotice({
      threadId: thread.id,
      name: first.senderName,
      subject: thread.subject,
      text: first.bodyText,
    }),
  };
}
