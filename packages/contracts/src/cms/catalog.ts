import { z } from "zod";
import {
  count,
  entity,
  imageUrl,
  optionalRef,
  optionalText,
  paise,
  RefSchema,
  ref,
  required,
  richText,
  slug,
  updateOf,
} from "./fields.js";

export const DeityCreateSchema = z.object({
  name: required("Name", 100),
  description: optionalText("Description", 5000).default(""),
  image: imageUrl.nullable().default(null),
});
export const DeityUpdateSchema = updateOf(DeityCreateSchema);
export const DeitySchema = DeityCreateSchema.extend(entity);
export type DeityCreate = z.input<typeof DeityCreateSchema>;
export type DeityUpdate = z.input<typeof DeityUpdateSchema>;
export type Deity = z.infer<typeof DeitySchema>;

/** Spec `/api/maindeity`: a main form of a deity, e.g. Venkateswara of Vishnu. */
export const MainFormCreateSchema = z.object({
  deityId: ref("deity"),
  name: required("Name", 100),
  description: optionalText("Description", 5000).default(""),
  image: imageUrl.nullable().default(null),
});
export const MainFormUpdateSchema = updateOf(MainFormCreateSchema);
export const MainFormSchema = MainFormCreateSchema.extend({ ...entity, deity: RefSchema });
export type MainFormCreate = z.input<typeof MainFormCreateSchema>;
export type MainFormUpdate = z.input<typeof MainFormUpdateSchema>;
export type MainForm = z.infer<typeof MainFormSchema>;

export const CategoryCreateSchema = z.object({
  name: required("Name", 100),
  description: optionalText("Description", 5000).default(""),
});
export const CategoryUpdateSchema = updateOf(CategoryCreateSchema);
export const CategorySchema = CategoryCreateSchema.extend(entity);
export type CategoryCreate = z.input<typeof CategoryCreateSchema>;
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;
export type Category = z.infer<typeof CategorySchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 06:30");
export const TimingSessionSchema = z
  .object({ open: hhmm, close: hhmm })
  .refine((s) => s.open < s.close, { message: "Closing time must be after opening time" });
/** Seven lists, Sunday first; an empty list means closed that day. */
export const WeeklyTimingsSchema = z
  .array(z.array(TimingSessionSchema).max(6, "At most 6 sessions a day"))
  .refine((d) => d.length === 0 || d.length === 7, "Give timings for all seven weekdays");

export const TempleCreateSchema = z.object({
  name: required("Name", 150),
  slug,
  mainFormId: optionalRef("main form").default(null),
  categoryIds: z.array(ref("category")).max(20, "At most 20 categories").default([]),
  stateId: ref("state"),
  districtId: ref("district"),
  town: required("Town", 100),
  address: optionalText("Address", 500).default(""),
  pinCode: z
    .string({ message: "PIN code is required" })
    .trim()
    .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits and not start with 0"),
  latitude: z
    .number()
    .min(-90, "Latitude must be -90 to 90")
    .max(90, "Latitude must be -90 to 90")
    .nullable()
    .default(null),
  longitude: z
    .number()
    .min(-180, "Longitude must be -180 to 180")
    .max(180, "Longitude must be -180 to 180")
    .nullable()
    .default(null),
  timings: WeeklyTimingsSchema.default([]),
  description: richText("Description").default(""),
  history: richText("History").default(""),
  images: z.array(imageUrl).max(20, "At most 20 images").default([]),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, "Phone number is not valid")
    .nullable()
    .default(null),
  website: z.url({ message: "Website must be a web address" }).max(500).nullable().default(null),
  published: z.boolean().default(false),
});
export const TempleUpdateSchema = updateOf(TempleCreateSchema);
export const TempleSchema = TempleCreateSchema.extend({
  ...entity,
  mainForm: RefSchema,
  state: RefSchema,
  district: RefSchema,
});
export type TempleCreate = z.input<typeof TempleCreateSchema>;
export type TempleUpdate = z.input<typeof TempleUpdateSchema>;
export type Temple = z.infer<typeof TempleSchema>;

export const POOJA_KINDS = ["pooja", "archanai", "abhishekam", "homam", "other"] as const;
export const PoojaSlotSchema = z.object({ time: hhmm, capacity: count("Capacity", 1, 10_000) });

export const PoojaCreateSchema = z.object({
  templeId: ref("temple"),
  kind: z.enum(POOJA_KINDS, { message: "Choose a kind" }),
  name: required("Name", 150),
  description: richText("Description").default(""),
  pricePaise: paise("Price"),
  durationMinutes: count("Duration", 1, 24 * 60),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, "Choose at least one weekday")
    .refine((d) => new Set(d).size === d.length, "Each weekday once"),
  slots: z
    .array(PoojaSlotSchema)
    .min(1, "Add at least one time slot")
    .max(24, "At most 24 slots")
    .refine((s) => new Set(s.map((x) => x.time)).size === s.length, "Each slot time once"),
  bookingWindowDays: count("Booking window", 1, 365).default(60),
  cutoffHours: count("Cut-off", 0, 24 * 14).default(12),
  maxParticipants: count("Maximum participants", 1, 100).default(4),
  materialIds: z.array(ref("material")).max(50, "At most 50 materials").default([]),
  requires: z
    .object({ name: z.boolean(), gotra: z.boolean(), nakshatra: z.boolean(), rasi: z.boolean() })
    .default({ name: true, gotra: false, nakshatra: false, rasi: false }),
  active: z.boolean().default(true),
});
export const PoojaUpdateSchema = updateOf(PoojaCreateSchema);
export const PoojaSchema = PoojaCreateSchema.extend({ ...entity, temple: RefSchema });
export type PoojaCreate = z.input<typeof PoojaCreateSchema>;
export type PoojaUpdate = z.input<typeof PoojaUpdateSchema>;
export type Pooja = z.infer<typeof PoojaSchema>;

/** Spec `/api/poojas_material`. */
export const PoojaMaterialCreateSchema = z.object({
  name: required("Name", 100),
  unit: required("Unit", 30).default("piece"),
  pricePaise: paise("Price").default(0),
  stock: count("Stock").default(0),
  image: imageUrl.nullable().default(null),
});
export const PoojaMaterialUpdateSchema = updateOf(PoojaMaterialCreateSchema);
export const PoojaMaterialSchema = PoojaMaterialCreateSchema.extend(entity);
export type PoojaMaterialCreate = z.input<typeof PoojaMaterialCreateSchema>;
export type PoojaMaterialUpdate = z.input<typeof PoojaMaterialUpdateSchema>;
export type PoojaMaterial = z.infer<typeof PoojaMaterialSchema>;
