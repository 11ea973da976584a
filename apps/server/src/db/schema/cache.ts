import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up whenever anything a public temple search shows changes
 * (temples, states, districts, deities, main forms, temple categories). Statement triggers in
 * migration 0002 bump it in the writing transaction, so a server process may keep search answers
 * in memory as long as the version it reads is unchanged (docs/decisions/064). Any writer counts:
 * the CMS, seeds, staff tools, plain SQL, another server process.
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_single_row", sql`${t.id} = 1`)],
);
