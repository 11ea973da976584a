import GroupIcon from "@mui/icons-material/Group";
import { AvatarGroup, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import {
  AddCardSchema,
  AddColumnSchema,
  type CardUpdate,
  type ScrumBoard,
  type ScrumCard,
  type ScrumMember,
} from "@sannidhi/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { Notice } from "../../components/notice";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage, HttpError } from "../../lib/http";
import { AddInline } from "./add-inline";
import { CardDialog } from "./card-dialog";
import { CardTile, MemberAvatar } from "./card-tile";
import { ColumnHeader } from "./column-header";
import { KanbanBoard } from "./kanban/kanban-board";
import {
  applyCardMove,
  applyColumnMove,
  type CardMove,
  type ColumnMove,
} from "./kanban/kanban-moves";
import { MembersDialog } from "./members-dialog";
import { useBoard, useBoardWrite, useLabels, useMembers } from "./use-scrum";

/** The board's columns as the kanban component takes them, and back. */
const asColumns = (b: ScrumBoard) =>
  b.list.map((c) => ({ id: c.id, title: c.title, cards: c.cardList }));
const withColumns = (b: ScrumBoard, columns: ReturnType<typeof asColumns>): ScrumBoard => ({
  ...b,
  list: columns.map((c) => ({ id: c.id, title: c.title, cardList: c.cards })),
});

/** `/scrum-board/:id`: one board, its columns and cards, moved by drag and drop (issue 12). */
export default function BoardPage() {
  const { t } = useTranslation("tasks");
  const { id = "" } = useParams();
  const board = useBoard(id);
  const labels = useLabels();
  const staff = useMembers();
  const write = useBoardWrite(id);
  const [openCard, setOpenCard] = useState<string | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const people = useMemo(() => new Map((staff.data ?? []).map((m) => [m.id, m])), [staff.data]);
  const labelMap = useMemo(() => new Map((labels.data ?? []).map((l) => [l.id, l])), [labels.data]);
  const columns = useMemo(() => (board.data ? asColumns(board.data) : []), [board.data]);
  const b = board.data;
  const boardMembers: ScrumMember[] = (b?.members ?? []).map(
    (m) => people.get(m) ?? { id: m, name: "", avatar: null },
  );

  /** A write whose failure is said in words; a 409 means someone else moved things first. */
  const send = (
    path: Parameters<typeof write.mutate>[0]["path"],
    body: object,
    optimistic?: (x: ScrumBoard) => ScrumBoard,
    then?: () => void,
  ) =>
    write.mutate(
      { path, body, optimistic },
      {
        onSuccess: () => then?.(),
        onError: (err) =>
          setNotice(
            err instanceof HttpError && err.status === 409 ? t("board.changed") : errorMessage(err),
          ),
      },
    );

  const moveCard = (m: CardMove) =>
    m.fromColumn === m.toColumn
      ? send(
          "reorder-card",
          { listId: m.fromColumn, startIndex: m.fromIndex, endIndex: m.toIndex, cardId: m.cardId },
          (x) => withColumns(x, applyCardMove(asColumns(x), m)),
        )
      : send(
          "move-card",
          {
            sourcelistId: m.fromColumn,
            destinationlistId: m.toColumn,
            source: m.fromIndex,
            destination: m.toIndex,
            cardId: m.cardId,
          },
          (x) => withColumns(x, applyCardMove(asColumns(x), m)),
        );
  const moveColumn = (m: ColumnMove) =>
    send(
      "reorder-list",
      { startIndex: m.fromIndex, endIndex: m.toIndex, listId: m.columnId },
      (x) => withColumns(x, applyColumnMove(asColumns(x), m)),
    );

  const card: { card: ScrumCard; listId: string } | undefined = b?.list.flatMap((c) =>
    c.cardList.filter((k) => k.id === openCard).map((k) => ({ card: k, listId: c.id })),
  )[0];

  return (
    <Card>
      <PageHeader
        title={b?.title ?? t("board.title")}
        subheader={
          <Button component={RouterLink} to="/scrum-board" size="small" sx={{ px: 0 }}>
            {t("board.back")}
          </Button>
        }
        action={
          b && (
            <Stack direction="row" spacing={1} alignItems="center">
              <AvatarGroup max={5}>
                {boardMembers.map((m) => (
                  <MemberAvatar key={m.id} member={m} size={32} />
                ))}
              </AvatarGroup>
              <Button startIcon={<GroupIcon />} onClick={() => setMembersOpen(true)}>
                {t("members.button")}
              </Button>
            </Stack>
          )
        }
      />
      <CardContent>
        <QueryState
          query={board}
          loadingLabel={t("common.loading")}
          retryLabel={t("common.retry")}
        />
        {b && (
          <>
            {/* "Add a column" stands above the columns, not beside them: beside, it took 256 px
                of a laptop's width and was drawn over the third column (issue 38, decision 234). */}
            <Box sx={{ mb: 2 }}>
              <AddInline
                label={t("column.add")}
                fieldLabel={t("column.title")}
                saveLabel={t("column.addSave")}
                cancelLabel={t("common.cancel")}
                rule={AddColumnSchema.shape.listTitle}
                pending={write.isPending}
                onAdd={(listTitle, done) => send("add-column", { listTitle }, undefined, done)}
              />
            </Box>
            <KanbanBoard
              columns={columns}
              renderCard={(c) => <CardTile card={c} labels={labelMap} members={people} />}
              renderColumnHeader={(c) => (
                <ColumnHeader
                  title={c.title}
                  cards={c.cards.length}
                  onRename={(listTitle) => send("rename-column", { listId: c.id, listTitle })}
                  onDelete={() => send("delete-column", { listId: c.id })}
                />
              )}
              renderColumnFooter={(c) => (
                <AddInline
                  label={t("card.add")}
                  fieldLabel={t("card.title")}
                  saveLabel={t("card.addSave")}
                  cancelLabel={t("common.cancel")}
                  rule={AddCardSchema.shape.cardTitle}
                  pending={write.isPending}
                  onAdd={(cardTitle, done) =>
                    send("add-card", { listId: c.id, cardTitle }, undefined, done)
                  }
                />
              )}
              onOpenCard={(c) => setOpenCard(c.id)}
              onMoveCard={moveCard}
              onMoveColumn={moveColumn}
            />
          </>
        )}
        {b && b.list.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t("board.empty")}
          </Typography>
        )}
      </CardContent>
      {card && (
        <CardDialog
          key={card.card.id}
          card={card.card}
          labels={labels.data ?? []}
          boardMembers={boardMembers}
          people={people}
          pending={write.isPending}
          error={write.error}
          onClose={() => {
            write.reset();
            setOpenCard(null);
          }}
          onSave={(changes: Omit<CardUpdate, "id">, then) =>
            send(
              "update-card",
              { listId: card.listId, card: { id: card.card.id, ...changes } },
              undefined,
              then,
            )
          }
          onDelete={() =>
            send("delete-card", { listId: card.listId, cardId: card.card.id }, undefined, () =>
              setOpenCard(null),
            )
          }
        />
      )}
      {b && (
        <MembersDialog
          open={membersOpen}
          onClose={() => setMembersOpen(false)}
          members={boardMembers}
          staff={staff.data ?? []}
          pending={write.isPending}
          onAdd={(memberId) => send("add-member", { memberId })}
          onRemove={(memberId) => send("delete-member", { memberId })}
        />
      )}
      <Notice text={notice} severity="warning" onClose={() => setNotice(null)} />
    </Card>
  );
}
