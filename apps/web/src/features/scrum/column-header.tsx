import MoreVert from "@mui/icons-material/MoreVert";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { RenameColumnSchema } from "@sannidhi/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** A column's title with its menu: rename in place, or delete (with its cards) after asking. */
export function ColumnHeader({
  title,
  cards,
  onRename,
  onDelete,
}: {
  title: string;
  cards: number;
  onRename(title: string): void;
  onDelete(): void;
}) {
  const { t } = useTranslation("tasks");
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const titleId = useId();
  const rule = RenameColumnSchema.shape.listTitle;
  const parsed = editing === null ? null : rule.safeParse(editing);

  if (editing !== null) {
    return (
      <TextField
        size="small"
        autoFocus
        fullWidth
        label={t("column.title")}
        value={editing}
        error={!parsed?.success}
        helperText={parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined}
        onChange={(e) => setEditing(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setEditing(null);
          if (e.key === "Enter" && parsed?.success) {
            if (parsed.data !== title) onRename(parsed.data);
            setEditing(null);
          }
        }}
        onBlur={() => {
          if (parsed?.success && parsed.data !== title) onRename(parsed.data);
          setEditing(null);
        }}
      />
    );
  }
  return (
    <Stack direction="row" alignItems="center" sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600, flexGrow: 1 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mx: 1 }}>
        {cards}
      </Typography>
      <IconButton
        size="small"
        aria-label={t("column.menu", { title })}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setEditing(title);
          }}
        >
          {t("column.rename")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setConfirm(true);
          }}
        >
          {t("column.delete")}
        </MenuItem>
      </Menu>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t("column.deleteTitle", { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("column.deleteQuestion", { count: cards })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t("common.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirm(false);
              onDelete();
            }}
          >
            {t("column.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
