import { z } from "zod";
import { successOf } from "./envelope.js";
import { LANGUAGE_CODES } from "./languages.js";

/** What a devotee was told about their bookings (issue 18), newest first. */
export const DevoteeNoticeSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  kind: z.enum(["refunded", "closed", "performed", "hold_expiring", "reminder"]),
  text: z.string(),
  language: z.string(),
  createdAt: z.string(),
});
export type DevoteeNotice = z.infer<typeof DevoteeNoticeSchema>;
export const DevoteeNoticeListResponseSchema = successOf(z.array(DevoteeNoticeSchema));

/** The language of a devotee's booking messages, and whether they want reminders. */
export const NoticeSettingsSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { message: "Choose one of the six languages" }),
  reminders: z.boolean({ message: "reminders must be true or false" }),
});
export type NoticeSettings = z.infer<typeof NoticeSettingsSchema>;
export const NoticeSettingsResponseSchema = successOf(NoticeSettingsSchema);
