import { SCRUM_BOARD_CHANGED_EVENT } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import { cardAssignedNotice, todoAssignedNotice } from "../notifications/notices.js";
import { userName } from "../notifications/notifications.repository.js";
import { type NotifyContext, notifyUsers } from "../notifications/notifications.service.js";

/** What the todo list and the scrum board have to tell people (issue 12). */
export type WorkspaceNews =
  | { kind: "todo-assigned"; to: string; by: string; todoId: string; title: string }
  | {
      kind: "card-assigned";
      to: string[];
      by: string;
      boardId: string;
      cardId: string;
      title: string;
    }
  | { kind: "board-changed"; viewers: string[]; by: string; boardId: string };

/**
 * The one place where "you were assigned a todo/card" and "this board changed" are told
 * (decision 115): assignments become notifications (stored, pushed to open tabs), a board write
 * is pushed to the board's other members so their open board reloads. Called after the change
 * has committed, never inside its transaction; a failure is logged and never fails the request.
 */
export async function tellWorkspace(
  ctx: NotifyContext,
  news: WorkspaceNews,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    if (news.kind === "board-changed") {
      await ctx.live.toUsers(news.viewers, SCRUM_BOARD_CHANGED_EVENT, { boardId: news.boardId });
      return;
    }
    const by = (await userName(ctx.database.db, news.by)) ?? "A colleague";
    if (news.kind === "todo-assigned") {
      await notifyUsers(ctx, [news.to], todoAssignedNotice({ ...news, byName: by }));
    } else {
      await notifyUsers(ctx, news.to, cardAssignedNotice({ ...news, byName: by }));
    }
  } catch (err) {
    log?.warn({ err, kind: news.kind }, "workspace news not delivered");
  }
}
