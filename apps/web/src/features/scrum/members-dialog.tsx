import PersonRemove from "@mui/icons-material/PersonRemove";
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  TextField,
} from "@mui/material";
import type { ScrumMember } from "@sannidhi/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "./card-tile";

/** Who is on the board: add any active staff member, remove anyone but the last. */
export function MembersDialog({
  open,
  onClose,
  members,
  staff,
  pending,
  onAdd,
  onRemove,
}: {
  open: boolean;
  onClose(): void;
  members: ScrumMember[];
  staff: ScrumMember[];
  pending: boolean;
  onAdd(id: string): void;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation("tasks");
  const titleId = useId();
  const on = new Set(members.map((m) => m.id));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("members.title")}</DialogTitle>
      <DialogContent>
        <List dense aria-label={t("members.title")}>
          {members.map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                members.length > 1 && (
                  <IconButton
                    edge="end"
                    aria-label={t("members.remove", { name: m.name })}
                    disabled={pending}
                    onClick={() => onRemove(m.id)}
                  >
                    <PersonRemove />
                  </IconButton>
                )
              }
            >
              <ListItemAvatar>
                <MemberAvatar member={m} size={32} />
              </ListItemAvatar>
              <ListItemText primary={m.name} />
            </ListItem>
          ))}
        </List>
        <Autocomplete
          options={staff.filter((s) => !on.has(s.id))}
          getOptionLabel={(o) => o.name}
          value={null}
          onChange={(_, picked) => picked && onAdd(picked.id)}
          disabled={pending}
          renderInput={(params) => <TextField {...params} label={t("members.add")} />}
          blurOnSelect
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
