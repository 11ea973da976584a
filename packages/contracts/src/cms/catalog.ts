import { z } from "zod";
import { POOJA_KINDS, TEMPLE_STYLES } from "../cms-rules.js";
import { PanSchema } from "../donations.js";
import { gstinProblem } from "../gst-rules.js";
import { ServedWebUrlSchema, webUrl } from "../input-rules.js";
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
import { translatable } from "./translations.js";

// Zod-free, so the staff CMS list can import them alone (decision 136); the barrel re-exports.
export { POOJA_KINDS, TEMPLE_STYLES };

export const DeityCreateSchema = translatable(
  z.object({
    name: required("Name", 100),
    description: optionalText("Description", 5000).default(""),
    image: imageUrl.nullable().default(null),
  }),
  ["name", "description"],
);
export const DeityUpdateSchema = updateOf(DeityCreateSchema);
export const DeitySchema = DeityCreateSchema.extend(entity);
export type DeityCreate = z.input<typeof DeityCreateSchema>;
export type DeityUpdate = z.input<typeof DeityUpdateSchema>;
export type Deity = z.infer<typeof DeitySchema>;

/** Spec `/api/maindeity`: a main form of a deity, e.g. Venkateswara of Vishnu. */
export const MainFormCreateSchema = translatable(
  z.object({
    deityId: ref("deity"),
    name: required("Name", 100),
    description: optionalText("Description", 5000).default(""),
    image: imageUrl.nullable().default(null),
  }),
  ["name", "description"],
);
export const MainFormUpdateSchema = updateOf(MainFormCreateSchema);
export const MainFormSchema = MainFormCreateSchema.extend({ ...entity, deity: RefSchema });
export type MainFormCreate = z.input<typeof MainFormCreateSchema>;
export type MainFormUpdate = z.input<typeof MainFormUpdateSchema>;
export type MainForm = z.infer<typeof MainFormSchema>;

export const CategoryCreateSchema = translatable(
  z.object({
    name: required("Name", 100),
    description: optionalText("Description", 5000).default(""),
  }),
  ["name", "description"],
);
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

export type TempleStyle = (typeof TEMPLE_STYLES)[number];

/** A GSTIN, upper-cased, with its check character verified (decision 231). */
export const GstinSchema = z
  .string({ message: "GSTIN must be text" })
  .trim()
  .transform((s) => s.toUpperCase())
  .superRefine((s, ctx) => {
    const problem = gstinProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const TempleFieldsSchema = z.object({
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
  website: webUrl("Website must be a web address starting with https:// or http://")
    .max(500)
    .nullable()
    .default(null),
  published: z.boolean().default(false),
  style: z
    .enum(TEMPLE_STYLES, { message: "Choose an architectural style" })
    .nullable()
    .default(null),
  // Issue 18: the trust that receives the temple's donations and its 80G registration, printed
  // on every donation receipt. A PAN given by a donor earns an 80G receipt only while the
  // registration is valid (docs/decisions/171).
  trustName: optionalText("Trust name", 200).default(""),
  trustPan: PanSchema.nullable().default(null),
  reg80gNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9/-]{5,40}$/i, "80G registration number is 5–40 letters, digits, / or -")
    .nullable()
    .default(null),
  reg80gValidFrom: z.iso
    .date({ message: "80G valid from is a date (YYYY-MM-DD)" })
    .nullable()
    .default(null),
  reg80gValidUntil: z.iso
    .date({ message: "80G valid until is a date (YYYY-MM-DD)" })
    .nullable()
    .default(null),
  // Issue 38: the temple's GST registration (decision 231). Registered: its GSTIN (of the
  // temple's state) is printed on tax invoices; not registered: it sells on bills of supply
  // without GST. The temple's state is where its supplies start (the place of supply's origin).
  gstRegistered: z.boolean().default(false),
  gstin: GstinSchema.nullable().default(null),
});
export const TempleCreateSchema = translatable(TempleFieldsSchema, [
  "name",
  "town",
  "address",
  "description",
  "history",
]);
export const TempleUpdateSchema = updateOf(TempleCreateSchema);
export const TempleSchema = TempleCreateSchema.extend({
  ...entity,
  website: ServedWebUrlSchema,
  mainForm: RefSchema,
  state: RefSchema,
  district: RefSchema,
});
export type TempleCreate = z.input<typeof TempleCreateSchema>;
export type TempleUpdate = z.input<typeof TempleUpdateSchema>;
export type Temple = z.infer<typeof TempleSchema>;

export const PoojaSlotSchema = z.object({ time: hhmm, capacity: count("Capacity", 1, 10_000) });

const PoojaFieldsSchema = z.object({
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
export const PoojaCreateSchema = translatable(PoojaFieldsSchema, ["name", "description"]);
export const PoojaUpdateSchema = updateOf(PoojaCreateSchema);
export const PoojaSchema = PoojaCreateSchema.extend({ ...entity, temple: RefSchema });
export type PoojaCreate = z.input<typeof PoojaCreateSchema>;
export type PoojaUpdate = z.input<typeof PoojaUpdateSchema>;
export type Pooja = z.infer<typeof PoojaSchema>;

/** Spec `/api/poojas_material`. */
export const PoojaMaterialCreateSchema = translatable(
  z.object({
    name: required("Name", 100),
    unit: required("Unit", 30).default("piece"),
    pricePaise: paise("Price").default(0),
    stock: count("Stock").default(0),
    image: imageUrl.nullable().default(null),
  }),
  ["name"],
);
export const PoojaMaterialUpdateSchema = updateOf(PoojaMaterialCreateSchema);
export const PoojaMaterialSchema = PoojaMaterialCreateSchema.extend(entity);
export type PoojaMaterialCreate = z.input<typeof PoojaMaterialCreateSchema>;
export type PoojaMaterialUpdate = z.input<typeof PoojaMaterialUpdateSchema>;
export type PoojaMaterial = z.infer<typeof PoojaMaterialSchema>;
