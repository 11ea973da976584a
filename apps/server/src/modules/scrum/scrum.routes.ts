import {
  AddBoardSchema,
  AddCardSchema,
  AddColumnSchema,
  AddLabelSchema,
  BoardMemberBodySchema,
  DeleteCardSchema,
  DeleteColumnSchema,
  MoveCardSchema,
  RenameColumnSchema,
  ReorderCardSchema,
  ReorderListSchema,
  type ScrumBoard,
  ScrumBoardAnswerSchema,
  ScrumBoardQuerySchema,
  ScrumBoardsAnswerSchema,
  ScrumLabelAnswerSchema,
  ScrumLabelsAnswerSchema,
  ScrumMembersAnswerSchema,
  UpdateCardSchema,
} from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ReadyContext } from "../../app.js";
import { requireRole } from "../../plugins/auth.js";
import { toBoardSummaryDto, toLabelDto } from "./scrum.dto.js";
import * as scrum from "./scrum.service.js";
import * as cards from "./scrum-cards.service.js";

const ok = "success" as const;
/** Staff only; within that, a board is its members' alone (checked by the service). */
const staff = requireRole(["SA", "admin", "editor"], "own");

type BoardChange<S extends z.ZodType> = (
  ctx: ReadyContext,
  actor: scrum.Actor,
  input: z.output<S>,
  log?: FastifyBaseLogger,
) => Promise<ScrumBoard>;

/** Spec section 7: every path under /api/scrum-board/; each write answers the whole board. */
export const scrumRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** A POST whose body is `schema` and whose answer is the board after `change`. */
  function write<S extends z.ZodType>(path: string, schema: S, change: BoardChange<S>) {
    app.post(
      `/scrum-board/${path}`,
      { ...staff, schema: { body: schema, response: { 200: ScrumBoardAnswerSchema } } },
      async (req) => ({
        status: ok,
        data: await change(ctx, req.user!, req.body as z.output<S>, req.log),
      }),
    );
  }

  app.get(
    "/scrum-board/all-member",
    { ...staff, schema: { response: { 200: ScrumMembersAnswerSchema } } },
    async () => ({ status: ok, data: await scrum.listMembers(ctx) }),
  );
  app.get(
    "/scrum-board/all-label",
    { ...staff, schema: { response: { 200: ScrumLabelsAnswerSchema } } },
    async () => ({ status: ok, data: (await scrum.listLabels(ctx)).map(toLabelDto) }),
  );
  app.get(
    "/scrum-board/all-board",
    { ...staff, schema: { response: { 200: ScrumBoardsAnswerSchema } } },
    async (req) => ({
      status: ok,
      data: (await scrum.listBoards(ctx, req.user!)).map(toBoardSummaryDto),
    }),
  );
  app.get(
    "/scrum-board",
    {
      ...staff,
      schema: { querystring: ScrumBoardQuerySchema, response: { 200: ScrumBoardAnswerSchema } },
    },
    async (req) => ({ status: ok, data: await scrum.getBoard(ctx, req.user!, req.query.id) }),
  );

  write("add-board", AddBoardSchema, (c, actor, input) => scrum.addBoard(c, actor, input.title));
  write("add-member", BoardMemberBodySchema, scrum.addMember);
  write("delete-member", BoardMemberBodySchema, scrum.deleteMember);
  write("add-column", AddColumnSchema, scrum.addColumn);
  write("rename-column", RenameColumnSchema, scrum.renameColumn);
  write("delete-column", DeleteColumnSchema, scrum.deleteColumn);
  write("reorder-list", ReorderListSchema, scrum.reorderList);
  write("add-card", AddCardSchema, cards.addCard);
  write("update-card", UpdateCardSchema, cards.updateCard);
  write("delete-card", DeleteCardSchema, cards.deleteCard);
  write("reorder-card", ReorderCardSchema, cards.reorderCard);
  write("move-card", MoveCardSchema, cards.moveCard);

  // Not in the spec, which has no way to make the labels `all-label` lists (decision 111).
  app.post(
    "/scrum-board/add-label",
    { ...staff, schema: { body: AddLabelSchema, response: { 200: ScrumLabelAnswerSchema } } },
    async (req) => ({ status: ok, data: toLabelDto(await scrum.addLabel(ctx, req.body)) }),
  );
};
