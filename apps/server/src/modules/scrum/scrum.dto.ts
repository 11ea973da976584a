import type { ScrumBoard, ScrumBoardSummary, ScrumCard, ScrumLabel } from "@sannidhi/contracts";
import type { boardsOf, LabelRow, LoadedBoard } from "./scrum.repository.js";

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/** Spec section 3: board {id, title, list, members}; column {id, title, cardList}; card. */
export function toBoardDto(b: LoadedBoard): ScrumBoard {
  const members = groupBy(b.cardMembers, (m) => m.cardId);
  const labels = groupBy(b.cardLabels, (l) => l.cardId);
  const attachments = groupBy(b.attachments, (a) => a.cardId);
  const comments = groupBy(b.comments, (c) => c.cardId);
  const cards = groupBy(b.cards, (c) => c.listId);
  const card = (c: LoadedBoard["cards"][number]): ScrumCard => ({
    id: c.id,
    title: c.title,
    coverImage: c.coverImage,
    members: (members.get(c.id) ?? []).map((m) => m.userId).sort(),
    labels: (labels.get(c.id) ?? []).map((l) => l.labelId).sort(),
    description: c.description,
    attachments: (attachments.get(c.id) ?? []).map((a) => ({
      id: a.id,
      name: a.name,
      size: a.size,
      url: a.url,
    })),
    comments: (comments.get(c.id) ?? []).map((m) => ({
      id: m.id,
      uid: m.uid,
      text: m.text,
      time: m.time.toISOString(),
    })),
  });
  return {
    id: b.board.id,
    title: b.board.title,
    members: b.members,
    list: b.columns.map((col) => ({
      id: col.id,
      title: col.title,
      cardList: (cards.get(col.id) ?? []).map(card),
    })),
  };
}

export const toBoardSummaryDto = (
  row: Awaited<ReturnType<typeof boardsOf>>[number],
): ScrumBoardSummary => ({
  id: row.id,
  title: row.title,
  members: row.members,
  columns: row.columns,
  cards: row.cards,
  updatedAt: row.updatedAt.toISOString(),
});

export const toLabelDto = (row: LabelRow): ScrumLabel => ({
  id: row.id,
  title: row.title,
  color: row.color,
});
