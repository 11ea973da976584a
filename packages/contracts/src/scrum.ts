import { z } from "zod";
import { optionalText, required } from "./cms/fields.js";
import { successOf } from "./envelope.js";

/** Spec section 3: a label's colour is one of these four. */
export const SCRUM_LABEL_COLORS = ["primary", "green", "secondary", "error"] as const;
export type ScrumLabelColor = (typeof SCRUM_LABEL_COLORS)[number];

export const SCRUM_LIMITS = {
  columnsPerBoard: 30,
  cardsPerColumn: 500,
  membersPerCard: 20,
  labelsPerCard: 10,
  attachmentsPerCard: 20,
  commentsPerCard: 200,
  /** The largest index a client may send; real boards are far smaller. */
  maxIndex: 10_000,
} as const;

const id = (what: string) => z.uuid({ message: `${what} is not valid` });
const index = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(SCRUM_LIMITS.maxIndex, `${label} is out of range`);

/** An uploaded file's address (`POST /api/media` answers it); the server checks it is ours. */
const mediaUrl = z
  .string({ message: "Upload the file first" })
  .trim()
  .min(1, "Upload the file first")
  .max(2048, "The file address is too long");

// What the board answers (spec section 3: board, column, card, label, member, comment).
export const ScrumLabelSchema = z.object({
  id: z.string(),
  title: z.string(),
  color: z.enum(SCRUM_LABEL_COLORS),
});
export type ScrumLabel = z.infer<typeof ScrumLabelSchema>;
export const ScrumMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type ScrumMember = z.infer<typeof ScrumMemberSchema>;
export const ScrumCommentSchema = z.object({
  id: z.string(),
  uid: z.string().nullable(),
  text: z.string(),
  time: z.string(),
});
export type ScrumComment = z.infer<typeof ScrumCommentSchema>;
export const ScrumAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ScrumAttachment = z.infer<typeof ScrumAttachmentSchema>;
export const ScrumCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  coverImage: z.string().nullable(),
  members: z.array(z.string()),
  labels: z.array(z.string()),
  description: z.string(),
  attachments: z.array(ScrumAttachmentSchema),
  comments: z.array(ScrumCommentSchema),
});
export type ScrumCard = z.infer<typeof ScrumCardSchema>;
export const ScrumColumnSchema = z.object({
  id: z.string(),
  title: z.string(),
  cardList: z.array(ScrumCardSchema),
});
export type ScrumColumn = z.infer<typeof ScrumColumnSchema>;
export const ScrumBoardSchema = z.object({
  id: z.string(),
  title: z.string(),
  list: z.array(ScrumColumnSchema),
  members: z.array(z.string()),
});
export type ScrumBoard = z.infer<typeof ScrumBoardSchema>;
/** `all-board`: each board the caller is a member of, without its cards. */
export const ScrumBoardSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  members: z.array(z.string()),
  columns: z.number().int(),
  cards: z.number().int(),
  updatedAt: z.string(),
});
export type ScrumBoardSummary = z.infer<typeof ScrumBoardSummarySchema>;

// Request bodies (spec section 7, under /api/scrum-board/).
const boardId = id("boardId");
const listId = id("listId");
export const ScrumBoardQuerySchema = z.object({ id: id("Board id") });
export const AddBoardSchema = z.object({ title: required("Title", 200) });
export const BoardMemberBodySchema = z.object({ boardId, memberId: id("memberId") });
export const AddColumnSchema = z.object({ boardId, listTitle: required("Column title", 100) });
export const RenameColumnSchema = z.object({
  boardId,
  listId,
  listTitle: required("Column title", 100),
});
export const DeleteColumnSchema = z.object({ boardId, listId });
export const AddCardSchema = z.object({ boardId, listId, cardTitle: required("Card title", 200) });
export const DeleteCardSchema = z.object({ boardId, listId, cardId: id("cardId") });

export const CommentTextSchema = required("Comment", 2000);

/**
 * `update-card`'s card: any of its fields. Lists are the whole new list: members and labels by
 * id; attachments by `id` when kept, by the uploaded `url` when new; comments by `id` when kept
 * (text may change for one's own), without an `id` when new (the server sets uid and time).
 */
export const CardUpdateSchema = z.object({
  id: id("Card id"),
  title: required("Card title", 200).optional(),
  description: optionalText("Description", 10_000).optional(),
  coverImage: mediaUrl.nullable().optional(),
  members: z
    .array(id("Member"))
    .max(SCRUM_LIMITS.membersPerCard, `At most ${SCRUM_LIMITS.membersPerCard} members`)
    .optional(),
  labels: z
    .array(id("Label"))
    .max(SCRUM_LIMITS.labelsPerCard, `At most ${SCRUM_LIMITS.labelsPerCard} labels`)
    .optional(),
  attachments: z
    .array(
      z.object({
        id: id("Attachment").optional(),
        name: required("File name", 200),
        url: mediaUrl,
      }),
    )
    .max(SCRUM_LIMITS.attachmentsPerCard, `At most ${SCRUM_LIMITS.attachmentsPerCard} attachments`)
    .optional(),
  comments: z
    .array(z.object({ id: id("Comment").optional(), text: CommentTextSchema }))
    .max(SCRUM_LIMITS.commentsPerCard, `At most ${SCRUM_LIMITS.commentsPerCard} comments`)
    .optional(),
});
export type CardUpdate = z.input<typeof CardUpdateSchema>;
export const UpdateCardSchema = z.object({ boardId, listId, card: CardUpdateSchema });

/**
 * Moves by index, as the spec's board sends them. The optional ids name what the person
 * dragged: when another person moved it meanwhile, the server answers 409 instead of moving
 * whatever now sits at that index.
 */
export const ReorderListSchema = z.object({
  boardId,
  startIndex: index("startIndex"),
  endIndex: index("endIndex"),
  listId: listId.optional(),
});
export const ReorderCardSchema = z.object({
  boardId,
  listId,
  startIndex: index("startIndex"),
  endIndex: index("endIndex"),
  cardId: id("cardId").optional(),
});
export const MoveCardSchema = z.object({
  boardId,
  sourcelistId: id("sourcelistId"),
  destinationlistId: id("destinationlistId"),
  source: index("source"),
  destination: index("destination"),
  cardId: id("cardId").optional(),
});
export type MoveCard = z.input<typeof MoveCardSchema>;
export const AddLabelSchema = z.object({
  title: required("Label", 40),
  color: z.enum(SCRUM_LABEL_COLORS, { message: "Choose a colour" }),
});

export const ScrumBoardAnswerSchema = successOf(ScrumBoardSchema);
export const ScrumBoardsAnswerSchema = successOf(z.array(ScrumBoardSummarySchema));
export const ScrumMembersAnswerSchema = successOf(z.array(ScrumMemberSchema));
export const ScrumLabelsAnswerSchema = successOf(z.array(ScrumLabelSchema));
export const ScrumLabelAnswerSchema = successOf(ScrumLabelSchema);

/** The live event (`data`: `{ boardId }`) that tells a board's other members it changed. */
export const SCRUM_BOARD_CHANGED_EVENT = "scrum-board.changed";
