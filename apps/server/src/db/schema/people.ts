import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { poojas, temples } from "./catalog.js";
import { citext, createdAt, id, updatedAt } from "./common.js";
import { districts, states } from "./geo.js";
import { users } from "./users.js";

export const employees = pgTable(
  "employees",
  {
    id: id(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull().unique(),
    email: citext("email").unique(),
    designation: text("designation").notNull(),
    templeId: uuid("temple_id").references(() => temples.id, { onDelete: "restrict" }),
    /** The staff account this employee signs in with; one employee per account. */
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("employees_temple_idx").on(t.templeId)],
);

export const priests = pgTable(
  "priests",
  {
    id: id(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull().unique(),
    templeId: uuid("temple_id").references(() => temples.id, { onDelete: "restrict" }),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    photo: text("photo"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("priests_temple_idx").on(t.templeId)],
);

/** Poojas a priest performs; a pooja still performed by a priest cannot be deleted. */
export const priestPoojas = pgTable(
  "priest_poojas",
  {
    priestId: uuid("priest_id")
      .notNull()
      .references(() => priests.id, { onDelete: "cascade" }),
    poojaId: uuid("pooja_id")
      .notNull()
      .references(() => poojas.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.priestId, t.poojaId] }),
    index("priest_poojas_pooja_idx").on(t.poojaId),
  ],
);

export const representatives = pgTable("representatives", {
  id: id(),
  name: text("name").notNull(),
  mobile: text("mobile").notNull().unique(),
  email: citext("email").unique(),
  stateId: uuid("state_id").references(() => states.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const representativeDistricts = pgTable(
  "representative_districts",
  {
    representativeId: uuid("representative_id")
      .notNull()
      .references(() => representatives.id, { onDelete: "cascade" }),
    districtId: uuid("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.representativeId, t.districtId] }),
    index("representative_districts_district_idx").on(t.districtId),
  ],
);

export const representativeTemples = pgTable(
  "representative_temples",
  {
    representativeId: uuid("representative_id")
      .notNull()
      .references(() => representatives.id, { onDelete: "cascade" }),
    templeId: uuid("temple_id")
      .notNull()
      .references(() => temples.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.representativeId, t.templeId] }),
    index("representative_temples_temple_idx").on(t.templeId),
  ],
);
