import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { citext, createdAt, id, updatedAt } from "./common.js";
import { media } from "./media.js";
import { users } from "./users.js";

/**
 * The scrum board of spec sections 3 and 7 (issue 12). Every change to a board's columns or
 * cards locks the board row first, so two people's moves apply one after the other; positions
 * are dense per column and unique (deferred constraints in the custom migration
 * `todo_scrum_positions`), so a card can never be lost or shown twice (decision 111).
 */
export const scrumBoards = pgTable("scrum_boards", {
  id: id(),
  title: text("title").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Only members see or change a board. */
export const scrumBoardMembers = pgTable(
  "scrum_board_members",
  {
    boardId: uuid("board_id")
      .notNull()
      .references(() => scrumBoards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.userId] }),
    index("scrum_board_members_user_idx").on(t.userId),
  ],
);

export const SCRUM_COLORS = ["primary", "green", "secondary", "error"] as const;

/** Labels are shared by every board (spec: `all-label`). */
export const scrumLabels = pgTable(
  "scrum_labels",
  {
    id: id(),
    title: citext("title").notNull().unique(),
    color: text("color", { enum: SCRUM_COLORS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("scrum_labels_color_check", sql`${t.color} in ('primary','green','secondary','error')`),
  ],
);

export const scrumColumns = pgTable(
  "scrum_columns",
  {
    id: id(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => scrumBoards.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("scrum_columns_board_idx").on(t.boardId)],
);

export const scrumCards = pgTable(
  "scrum_cards",
  {
    id: id(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => scrumBoards.id, { onDelete: "cascade" }),
    listId: uuid("list_id")
      .notNull()
      .references(() => scrumColumns.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    coverImage: text("cover_image"),
    position: integer("position").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("scrum_cards_list_idx").on(t.listId), index("scrum_cards_board_idx").on(t.boardId)],
);

export const scrumCardMembers = pgTable(
  "scrum_card_members",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => scrumCards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    index("scrum_card_members_user_idx").on(t.userId),
  ],
);

export const scrumCardLabels = pgTable(
  "scrum_card_labels",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => scrumCards.id, { onDelete: "cascade" }),
    labelId: uuid("label_id")
      .notNull()
      .references(() => scrumLabels.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.labelId] }),
    index("scrum_card_labels_label_idx").on(t.labelId),
  ],
);

/** Files uploaded through the media API (spec: attachments name, size, url). */
export const scrumAttachments = pgTable(
  "scrum_attachments",
  {
    id: id(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => scrumCards.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id").references(() => media.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("scrum_attachments_card_idx").on(t.cardId)],
);

/** Spec comment: id, uid, text, time. */
export const scrumComments = pgTable(
  "scrum_comments",
  {
    id: id(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => scrumCards.id, { onDelete: "cascade" }),
    uid: uuid("uid").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scrum_comments_card_idx").on(t.cardId)],
);
