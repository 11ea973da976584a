import { z } from "zod";
import { MobileSchema, RoleSchema, UserListQuerySchema } from "./auth.js";
import { imageUrl, optionalText, RefSchema } from "./cms/fields.js";
import { listOf, successOf } from "./envelope.js";

/**
 * Which temples a staff account acts for (issue 33, docs/decisions/200): the whole trust, or the
 * temples listed (none: the account sees no temple's data until the SA assigns it). Granted by
 * the SA; an SA acts for the whole trust by role.
 */
export const StaffAccessSchema = z.object({
  trustWide: z.boolean(),
  temples: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StaffAccess = z.infer<typeof StaffAccessSchema>;

/** The SA's choice of a staff account's temples, as `add` and `update` take it. */
export const StaffAccessInputSchema = z.object({
  trustWide: z.boolean({ message: "trustWide must be true or false" }),
  templeIds: z
    .array(z.uuid({ message: "each temple must be a temple id" }))
    .max(500, "At most 500 temples")
    .default([]),
});
export type StaffAccessInput = z.input<typeof StaffAccessInputSchema>;

/**
 * The SA's view of an account (spec section 3 "User record", the fields that mean something
 * for a real account — decision 112): id, isActive, name, email, phone, address, imgUrl, plus
 * the role, the temples it acts for, the temple of its employee directory entry and when it
 * was made.
 */
export const ManagedUserSchema = z.object({
  id: z.string(),
  role: RoleSchema,
  isActive: z.boolean(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  imgUrl: z.string().nullable(),
  /** The temple of the linked employee record: a directory entry, not access (decision 200). */
  temple: RefSchema,
  access: StaffAccessSchema,
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

const name = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");
const address = optionalText("Address", 300);

/** `GET /api/user/all`: search, role (or every staff role) and active state. */
export const UserAdminListQuerySchema = UserListQuerySchema.extend({
  active: z.enum(["true", "false"], { message: "active must be true or false" }).optional(),
});
export type UserAdminListQuery = z.input<typeof UserAdminListQuerySchema>;
export const UserIdQuerySchema = z.object({ id: z.uuid({ message: "id is not valid" }) });

/** `POST /api/user/add`: a staff member (or devotee) by mobile, before their first sign-in. */
export const UserAddSchema = z.object({
  phone: MobileSchema,
  role: RoleSchema,
  name: name.optional(),
  address: address.optional(),
  /** For an admin or editor: the temples they act for (without it: none yet). */
  access: StaffAccessInputSchema.optional(),
});
export type UserAdd = z.input<typeof UserAddSchema>;

/**
 * `POST /api/user/update`: name, address, picture, role, active. The phone and e-mail are how
 * the person signs in; only they change those (decision 112).
 */
export const UserUpdateSchema = z.object({
  id: z.uuid({ message: "id is not valid" }),
  name: name.nullable().optional(),
  address: address.nullable().optional(),
  imgUrl: imageUrl.nullable().optional(),
  role: RoleSchema.optional(),
  isActive: z.boolean({ message: "isActive must be true or false" }).optional(),
  /** For an admin or editor: the temples they act for, replacing what they had. */
  access: StaffAccessInputSchema.optional(),
});
export type UserUpdate = z.input<typeof UserUpdateSchema>;

/** `POST /api/user/delete` from the SA: the account by id (the devotee's own form sends an OTP). */
export const UserRemoveSchema = z.object({ id: z.uuid({ message: "id is not valid" }) });

export const ManagedUserAnswerSchema = successOf(ManagedUserSchema);
export const ManagedUserListSchema = listOf(ManagedUserSchema);
