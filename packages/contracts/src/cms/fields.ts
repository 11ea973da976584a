import { z } from "zod";

/**
 * Field builders shared by every CMS contract, so a form shows the same human message for the
 * same kind of mistake everywhere (issue 4: "forms from the contract schemas").
 */
export const required = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 2000) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Long HTML from the rich-text editor. */
export const richText = (label: string) =>
  z.string().max(100_000, `${label} must be at most 100000 characters`);

export const slug = z
  .string({ message: "Slug is required" })
  .trim()
  .min(2, "Slug must be at least 2 characters")
  .max(120, "Slug must be at most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may contain lower-case letters, digits and hyphens");

export const ref = (label: string) => z.uuid({ message: `Choose a ${label}` });
export const optionalRef = (label: string) => ref(label).nullable();

/** A public URL as returned by POST /api/media, or any https/http address. */
export const imageUrl = z
  .string()
  .trim()
  .max(2048, "Image address is too long")
  .regex(/^(\/|https?:\/\/)\S+$/, "Image must be an uploaded image or a web address");

export const mobile = z
  .string({ message: "Mobile is required" })
  .trim()
  .regex(/^\+91[6-9]\d{9}$/, "Enter the mobile as +91 followed by 10 digits");

export const email = z.email({ message: "Email is not valid" }).max(254);

export const paise = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be in whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

export const count = (label: string, min = 0, max = 1_000_000) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Every DTO carries these. */
export const entity = {
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A referenced row as shown in view tables: its id and its display name. */
export const RefSchema = z.object({ id: z.string(), name: z.string() }).nullable();
export type Ref = z.infer<typeof RefSchema>;

type WithoutDefaults<T extends z.ZodRawShape> = {
  [K in keyof T]: T[K] extends z.ZodDefault<infer I> ? I : T[K];
};

/**
 * The update variant of a create schema: every field optional and no defaults, so a PUT that
 * sends only `name` changes only `name` (zod 4 would otherwise fill the other fields' defaults).
 */
export function updateOf<T extends z.ZodRawShape>(create: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.unwrap() : v]),
  ) as WithoutDefaults<T>;
  return z.object(shape).partial();
}
