import { z } from "zod";
import { normaliseIndianMobile } from "./auth.js";
import { POLICY } from "./policy.js";

/**
 * The messages of the contact form (issue 5). The server sends them in `details`; the web looks
 * each one up here to show its translation (`contact:errors.<key>`), so both sides say the same.
 */
export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your full name",
  nameTooLong: "Full name must be at most 100 characters",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email, such as name@example.com",
  emailTooLong: "Email must be at most 254 characters",
  phoneInvalid: `Please enter a 10-digit Indian mobile number, optionally starting with ${POLICY.phonePrefix}`,
  subjectRequired: "Please enter a subject",
  subjectTooLong: "Subject must be at most 150 characters",
  messageRequired: "Please write your message",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be at most 2000 characters",
} as const;
export type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  message: 2000,
};

/** The values the contact messages' translations interpolate (`contact:errors.*`). */
export const CONTACT_MESSAGE_VALUES = {
  nameMax: CONTACT_LIMITS.name,
  emailMax: CONTACT_LIMITS.email,
  subjectMax: CONTACT_LIMITS.subject,
  messageMin: CONTACT_LIMITS.messageMin,
  messageMax: CONTACT_LIMITS.message,
  phonePrefix: POLICY.phonePrefix,
};

const m = CONTACT_MESSAGES;
export const ContactCreateSchema = z.object({
  fullName: z.string().trim().min(1, m.nameRequired).max(CONTACT_LIMITS.name, m.nameTooLong),
  email: z
    .string()
    .trim()
    .min(1, m.emailRequired)
    .max(CONTACT_LIMITS.email, m.emailTooLong)
    .pipe(z.email(m.emailInvalid)),
  // Indian mobile as people type it (+91, 91 or 0 prefix, spaces); stored as +91XXXXXXXXXX.
  phone: z
    .string()
    .trim()
    .refine((v) => normaliseIndianMobile(v) !== null, m.phoneInvalid),
  subject: z
    .string()
    .trim()
    .min(1, m.subjectRequired)
    .max(CONTACT_LIMITS.subject, m.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, m.messageRequired)
    .min(CONTACT_LIMITS.messageMin, m.messageTooShort)
    .max(CONTACT_LIMITS.message, m.messageTooLong),
});
export type ContactCreate = z.infer<typeof ContactCreateSchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Rate limit of POST /api/contact per client address (docs/decisions/030). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;
