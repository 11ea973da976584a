import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from "@mui/material";
import { type TodoTag, TodoTagCreateSchema } from "@sannidhi/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { useTagWrite } from "./use-todo";

/** The shared tags (spec `/api/todo/tag`): add one, or delete one you made (admins: any). */
export function TagsDialog({ tags, onClose }: { tags: TodoTag[]; onClose(): void }) {
  const { t } = useTranslation("tasks");
  const titleId = useId();
  const write = useTagWrite();
  const [name, setName] = useState("");
  const parsed = TodoTagCreateSchema.safeParse({ name });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("todo.tagsTitle")}</DialogTitle>
      <DialogContent>
        <List dense aria-label={t("todo.tagsTitle")}>
          {tags.map((tag) => (
            <ListItem
              key={tag.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t("todo.deleteTag", { name: tag.name })}
                  disabled={write.isPending}
                  onClick={() => write.mutate({ kind: "delete", id: tag.id })}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText primary={tag.name} />
            </ListItem>
          ))}
        </List>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed.success) {
              write.mutate(
                { kind: "add", name: parsed.data.name },
                { onSuccess: () => setName("") },
              );
            }
          }}
        >
          <TextField
            size="small"
            label={t("todo.newTag")}
            value={name}
            onChange={(e) => {
              write.reset();
              setName(e.target.value);
            }}
            error={name.length > 0 && !parsed.success}
          />
          <Button type="submit" disabled={!parsed.success} loading={write.isPending}>
            {t("todo.addTag")}
          </Button>
        </Stack>
        {write.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(write.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
