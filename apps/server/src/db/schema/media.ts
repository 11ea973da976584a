import { integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.js";
import { users } from "./users.js";

/** An uploaded image: the original and its resized variants in the storage provider. */
export const media = pgTable("media", {
  id: id(),
  provider: text("provider").notNull(),
  key: text("key").notNull().unique(),
  url: text("url").notNull(),
  contentType: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Width label (e.g. "w320") → public URL. */
  variants: jsonb("variants").$type<Record<string, string>>().notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
