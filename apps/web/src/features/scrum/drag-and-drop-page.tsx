import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../layouts/admin/page-header";
import { KanbanBoard } from "./kanban/kanban-board";
import { applyCardMove, applyColumnMove, type CardMove } from "./kanban/kanban-moves";

/** Ids only: the words come from the translation, so they follow the person's language. */
type Practice = { id: string; cards: { id: string }[] }[];
const PRACTICE: Practice = [
  { id: "todo", cards: [{ id: "flowers" }, { id: "lamps" }] },
  { id: "doing", cards: [{ id: "prasadam" }] },
  { id: "done", cards: [{ id: "tokens" }] },
];

const USAGE = `<KanbanBoard
  columns={[{ id, title, cards: [{ id, title }] }]}
  renderCard={(card) => <CardTile card={card} … />}
  onMoveCard={({ cardId, fromColumn, fromIndex, toColumn, toIndex }) => …}
  onMoveColumn={({ columnId, fromIndex, toIndex }) => …}
/>`;

/**
 * `/others/drag-and-drop` (spec section 2; issue 14's style guide): the scrum board's own
 * drag-and-drop component and library (dnd-kit, decision 110) on a practice board kept in the
 * page, with how to use it by mouse, touch and keyboard. Nothing here is saved.
 */
export default function DragAndDropPage() {
  const { t } = useTranslation("tasks");
  const [layout, setLayout] = useState(PRACTICE);
  const [last, setLast] = useState<string | null>(null);
  const title = (column: string) => t(`dndPage.columns.${column}`);
  const columns = useMemo(
    () =>
      layout.map((c) => ({
        id: c.id,
        title: t(`dndPage.columns.${c.id}`),
        cards: c.cards.map((k) => ({ id: k.id, title: t(`dndPage.cards.${k.id}`) })),
      })),
    [layout, t],
  );

  const moveCard = (m: CardMove) => {
    setLayout((cs) => applyCardMove(cs, m));
    setLast(
      t("dndPage.moved", {
        name: t(`dndPage.cards.${m.cardId}`),
        column: title(m.toColumn),
        position: m.toIndex + 1,
      }),
    );
  };

  return (
    <Card>
      <PageHeader title={t("dndPage.title")} subheader={t("dndPage.intro")} />
      <CardContent>
        <List dense aria-label={t("dndPage.howTo")}>
          {(["mouse", "touch", "keyboard"] as const).map((how) => (
            <ListItem key={how} disableGutters>
              <ListItemText
                primary={t(`dndPage.ways.${how}.name`)}
                secondary={t(`dndPage.ways.${how}.text`)}
              />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ my: 2 }} alignItems="center">
          <Chip label="@dnd-kit/core" size="small" />
          <Chip label="@dnd-kit/sortable" size="small" />
          <Typography variant="body2" color="text.secondary">
            {t("dndPage.sameAsBoard")}
          </Typography>
        </Stack>
        <KanbanBoard
          columns={columns}
          renderCard={(card) => (
            <Card variant="outlined">
              <CardContent sx={{ p: 1.25, "&:last-child": { pb: 1.25 } }}>
                <Typography variant="body2">{card.title}</Typography>
              </CardContent>
            </Card>
          )}
          onMoveCard={moveCard}
          onMoveColumn={(m) => {
            setLayout((cs) => applyColumnMove(cs, m));
            setLast(t("dndPage.movedColumn", { name: title(m.columnId), position: m.toIndex + 1 }));
          }}
        />
        <Typography role="status" variant="body2" sx={{ minHeight: 24 }}>
          {last ?? t("dndPage.notSaved")}
        </Typography>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 3 }}>
          {t("dndPage.usage")}
        </Typography>
        <Box
          component="pre"
          sx={{ p: 2, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto", fontSize: 13 }}
        >
          {USAGE}
        </Box>
      </CardContent>
    </Card>
  );
}
