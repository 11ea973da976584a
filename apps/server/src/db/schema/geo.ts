import { type SQL, sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { citext, createdAt, id, inEveryLanguage, translations, updatedAt } from "./common.js";

export const states = pgTable(
  "states",
  {
    id: id(),
    name: citext("name").notNull().unique(),
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: ["state", "ut"] }).notNull(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("states_kind_check", sql`${t.kind} in ('state','ut')`)],
);

export const districts = pgTable(
  "districts",
  {
    id: id(),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "restrict" }),
    name: citext("name").notNull(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The name in every language as search_key() hears it (decisions 160, 166): temple search
     * matches districts on every search, so the database keeps it instead of re-deriving it.
     */
    searchKey: text("search_key").generatedAlwaysAs(
      (): SQL =>
        sql`search_key(${inEveryLanguage(districts.name, districts.translations, "name")})`,
    ),
  },
  (t) => [
    unique("districts_state_name_unique").on(t.stateId, t.name),
    // Lets a temple reference (district, state) together so its district must lie in its state.
    unique("districts_id_state_unique").on(t.id, t.stateId),
    index("districts_state_idx").on(t.stateId),
  ],
);
