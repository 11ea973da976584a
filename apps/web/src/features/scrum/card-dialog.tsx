import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  type CardUpdate,
  CardUpdateSchema,
  CommentTextSchema,
  type ScrumCard,
  type ScrumLabel,
  type ScrumMember,
} from "@sannidhi/contracts";
import { formatDateTime } from "@sannidhi/site/format";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { errorMessage } from "../../lib/http";
import { UploadButton, useMediaUpload } from "../cms/media-upload";
import { LABEL_COLOR, MemberAvatar } from "./card-tile";
import { NewLabel } from "./new-label";

type Attachment = { id?: string; name: string; url: string; size?: number };

/**
 * A card opened from the board (spec card: title, cover image, members, labels, description,
 * attachments, comments). Saving sends the edited fields; comments are sent as they are written.
 */
export function CardDialog({
  card,
  labels,
  boardMembers,
  people,
  pending,
  error,
  onClose,
  onSave,
  onDelete,
}: {
  card: ScrumCard;
  labels: ScrumLabel[];
  boardMembers: ScrumMember[];
  people: Map<string, ScrumMember>;
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSave(changes: Omit<CardUpdate, "id">, then?: () => void): void;
  onDelete(): void;
}) {
  const { t, i18n } = useTranslation("tasks");
  const { user } = useSession();
  const titleId = useId();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [labelIds, setLabelIds] = useState(card.labels);
  const [memberIds, setMemberIds] = useState(card.members);
  const [cover, setCover] = useState(card.coverImage);
  const [files, setFiles] = useState<Attachment[]>(card.attachments);
  const [comment, setComment] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const coverUpload = useMediaUpload(setCover);
  const fileUpload = useMediaUpload((url) =>
    setFiles((f) => [...f, { name: url.split("/").pop() ?? url, url }]),
  );
  const titleCheck = CardUpdateSchema.shape.title.safeParse(title);
  const commentCheck = CommentTextSchema.safeParse(comment);
  const labelById = new Map(labels.map((l) => [l.id, l]));

  const save = () =>
    onSave(
      {
        title,
        description,
        labels: labelIds,
        members: memberIds,
        coverImage: cover,
        attachments: files.map(({ id, name, url }) => (id ? { id, name, url } : { name, url })),
      },
      onClose,
    );
  const keep = card.comments.map(({ id, text }) => ({ id, text }));
  const addComment = () =>
    commentCheck.success &&
    onSave({ comments: [...keep, { text: commentCheck.data }] }, () => setComment(""));

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t("card.edit")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t("card.title")}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={!titleCheck.success}
            helperText={titleCheck.success ? " " : titleCheck.error.issues[0]?.message}
            required
          />
          <TextField
            label={t("card.description")}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
          />
          <Autocomplete
            multiple
            options={labels.map((l) => l.id)}
            value={labelIds}
            onChange={(_, v) => setLabelIds(v)}
            getOptionLabel={(id) => labelById.get(id)?.title ?? ""}
            renderValue={(value, getItemProps) =>
              value.map((id, index) => {
                const label = labelById.get(id);
                return (
                  <Chip
                    {...getItemProps({ index })}
                    key={id}
                    size="small"
                    label={label?.title}
                    color={label ? LABEL_COLOR[label.color] : "default"}
                  />
                );
              })
            }
            renderInput={(params) => <TextField {...params} label={t("card.labels")} />}
          />
          <NewLabel onCreated={(l) => setLabelIds((ids) => [...ids, l.id])} />
          <Autocomplete
            multiple
            options={boardMembers.map((m) => m.id)}
            value={memberIds}
            onChange={(_, v) => setMemberIds(v)}
            getOptionLabel={(id) => people.get(id)?.name ?? ""}
            renderInput={(params) => <TextField {...params} label={t("card.members")} />}
          />
          <Box>
            <Typography variant="subtitle2">{t("card.cover")}</Typography>
            {cover && (
              <Box
                component="img"
                src={cover}
                alt={t("card.cover")}
                sx={{ maxHeight: 120, display: "block", my: 1 }}
              />
            )}
            <Stack direction="row" spacing={1} alignItems="center">
              <UploadButton
                label={t("card.chooseCover")}
                inputLabel={t("card.cover")}
                disabled={coverUpload.progress !== null}
                onFile={coverUpload.pick}
              />
              {cover && <Button onClick={() => setCover(null)}>{t("card.removeCover")}</Button>}
            </Stack>
            {coverUpload.progress !== null && (
              <LinearProgress variant="determinate" value={coverUpload.progress} />
            )}
            {coverUpload.failure && <Alert severity="error">{coverUpload.failure}</Alert>}
          </Box>
          <Box>
            <Typography variant="subtitle2">{t("card.attachments")}</Typography>
            <List dense>
              {files.map((f, i) => (
                <ListItem
                  key={f.id ?? f.url}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t("card.removeAttachment", { name: f.name })}
                      onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={
                      <Link href={f.url} target="_blank" rel="noopener">
                        {f.name}
                      </Link>
                    }
                    secondary={
                      f.size
                        ? t("card.size", { kb: Math.max(1, Math.round(f.size / 1024)) })
                        : undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
            <UploadButton
              label={t("card.attach")}
              inputLabel={t("card.attach")}
              disabled={fileUpload.progress !== null}
              onFile={fileUpload.pick}
            />
            {fileUpload.progress !== null && (
              <LinearProgress variant="determinate" value={fileUpload.progress} />
            )}
            {fileUpload.failure && <Alert severity="error">{fileUpload.failure}</Alert>}
          </Box>
          <Divider />
          <Box>
            <Typography variant="subtitle2">{t("card.comments")}</Typography>
            <List dense aria-label={t("card.comments")}>
              {card.comments.map((c) => {
                const who = c.uid ? people.get(c.uid) : undefined;
                return (
                  <ListItem
                    key={c.id}
                    alignItems="flex-start"
                    secondaryAction={
                      c.uid === user?.id && (
                        <IconButton
                          edge="end"
                          aria-label={t("card.deleteComment")}
                          disabled={pending}
                          onClick={() => onSave({ comments: keep.filter((k) => k.id !== c.id) })}
                        >
                          <DeleteOutline />
                        </IconButton>
                      )
                    }
                  >
                    {who && <MemberAvatar member={who} size={28} />}
                    <ListItemText
                      sx={{ ml: 1 }}
                      primary={c.text}
                      secondary={`${who?.name ?? t("card.someone")} · ${formatDateTime(c.time, i18n.language)}`}
                    />
                  </ListItem>
                );
              })}
            </List>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextField
                size="small"
                fullWidth
                multiline
                maxRows={4}
                label={t("card.newComment")}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                error={comment.length > 0 && !commentCheck.success}
              />
              <Button onClick={addComment} disabled={!commentCheck.success || pending}>
                {t("card.send")}
              </Button>
            </Stack>
          </Box>
          {error != null && <Alert severity="error">{errorMessage(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {confirmDelete ? (
          <>
            <Typography sx={{ mr: "auto", ml: 2 }}>{t("card.deleteQuestion")}</Typography>
            <Button onClick={() => setConfirmDelete(false)}>{t("common.cancel")}</Button>
            <Button color="error" variant="contained" onClick={onDelete} loading={pending}>
              {t("card.delete")}
            </Button>
          </>
        ) : (
          <>
            <Button color="error" sx={{ mr: "auto" }} onClick={() => setConfirmDelete(true)}>
              {t("card.delete")}
            </Button>
            <Button onClick={onClose} disabled={pending}>
              {t("common.cancel")}
            </Button>
            <Button
              variant="contained"
              onClick={save}
              disabled={!titleCheck.success}
              loading={pending}
            >
              {t("common.save")}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
