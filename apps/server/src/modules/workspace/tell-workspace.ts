import { randomUUID } from "node:crypto";
import { SCRUM_BOARD_CHANGED_EVENT } from "@sannidhi/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../lib/jobs/queue.js";
import { cardAssignedNotice, todoAssignedNotice } from "../notifications/notices.js";
import { userName } from "../notifications/notifications.repository.js";
import type { Notice, NotifyContext } from "../notifications/notifications.service.js";
import { queueStaffNotice, type StaffEvent } from "../notifications/staff-notice-queue.js";

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

type Assignment = Extract<WorkspaceNews, { kind: "todo-assigned" | "card-assigned" }>;

/**
 * The one place where "this board changed" is told (decision 115): a board write is pushed to
 * the board's other members so their open board reloads. Called after the change has committed;
 * a failure is logged and never fails the request.
 */
export async function tellWorkspace(
  ctx: NotifyContext,
  news: Extract<WorkspaceNews, { kind: "board-changed" }>,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    await ctx.live.toUsers(news.viewers, SCRUM_BOARD_CHANGED_EVENT, { boardId: news.boardId });
  } catch (err) {
    log?.warn({ err, kind: news.kind }, "workspace news not delivered");
  }
}

/**
 * "You were assigned a todo/card" (decision 115) becomes a notification through the
 * `notify.staff` job, queued **in** the transaction that assigns (docs/decisions/158): the
 * person is told if and only if the assignment commits. Call `jobs.wake` after the commit.
 */
export async function queueAssignment(jobs: JobQueue, tx: Db, news: Assignment): Promise<void> {
  const { by, title } = news;
  const assignment = randomUUID();
  const event: StaffEvent =
    news.kind === "todo-assigned"
      ? { event: "todo_assigned", to: news.to, by, todoId: news.todoId, title, assignment }
      : {
          event: "card_assigned",
          to: news.to,
          by,
          boardId: news.boardId,
          cardId: news.cardId,
          title,
          assignment,
        };
  await queueStaffNotice(jobs, event, tx);
}

/** The job's half: the assignment's notice, to the people given the work. */
export async function assignmentNotice(
  db: Db,
  e: Extract<StaffEvent, { event: "todo_assigned" | "card_assigned" }>,
): Promise<{ audience: string[]; notice: Notice }> {
  const byName = (await userName(db, e.by)) ?? "A colleague";
  return e.event === "todo_assigned"
    ? { audience: [e.to], notice: todoAssignedNotice({ ...e, byName }) }
    : { audience: e.to, notice: cardAssignedNotice({ ...e, byName }) };
}
