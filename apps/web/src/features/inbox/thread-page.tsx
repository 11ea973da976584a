import ArrowBack from "@mui/icons-material/ArrowBack";
import Delete from "@mui/icons-material/Delete";
import MarkEmailUnread from "@mui/icons-material/MarkEmailUnread";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { TimeStamp } from "../../components/time-stamp";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { errorMessage } from "../../lib/http";
import { RichTextEditor } from "../cms/rich-text-editor";
import { RichText } from "../discovery/rich-text";
import { useInboxActions, useInboxLive, useInboxThread } from "./inbox-api";
import { MailState } from "./mail-state";

/**
 * `/inbox/:id`: one thread, oldest message first, and the reply box. A reply to a contact
 * message is mailed to its sender (the page says so before sending) and shows whether the mail
 * went out. Opening it marks it read.
 */
export default function ThreadPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("inbox");
  const navigate = useNavigate();
  const query = useInboxThread(id);
  const actions = useInboxActions();
  useInboxLive();
  const [reply, setReply] = useState("");
  const thread = query.data;
  const unread = thread ? !thread.read : false;
  const markRead = actions.update.mutate;
  useEffect(() => {
    if (unread) markRead({ id, read: true });
  }, [unread, id, markRead]);

  const send = () =>
    actions.add.mutate({ threadId: id, message: reply }, { onSuccess: () => setReply("") });

  return (
    <Card>
      <PageHeader
        title={thread?.subject ?? t("title")}
        subheader={thread?.participants.map((p) => p.name).join(", ")}
        action={
          <Stack direction="row">
            <Tooltip title={t("back")}>
              <IconButton component={RouterLink} to="/inbox" aria-label={t("back")}>
                <ArrowBack />
              </IconButton>
            </Tooltip>
            <Tooltip title={t("markUnread")}>
              <IconButton
                aria-label={t("markUnread")}
                onClick={() =>
                  actions.update.mutate(
                    { id, read: false },
                    { onSuccess: () => navigate("/inbox") },
                  )
                }
              >
                <MarkEmailUnread />
              </IconButton>
            </Tooltip>
            <Tooltip title={t("delete")}>
              <IconButton
                aria-label={t("delete")}
                onClick={() => actions.remove.mutate([id], { onSuccess: () => navigate("/inbox") })}
              >
                <Delete />
              </IconButton>
            </Tooltip>
          </Stack>
        }
      />
      <CardContent>
        <QueryState query={query} loadingLabel={t("loading")} retryLabel={t("retry")} />
        {thread?.contact && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t("contactFrom", { name: thread.contact.name })}{" "}
            <a href={`mailto:${thread.contact.email}`}>{thread.contact.email}</a> ·{" "}
            <a href={`tel:${thread.contact.phone}`}>{thread.contact.phone}</a>
          </Alert>
        )}
        <Stack spacing={2}>
          {thread?.messages.map((m) => (
            <Paper key={m.id} variant="outlined" sx={{ p: 2 }} data-testid="inbox-message">
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
                <Avatar src={m.sender.photo ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                  {m.sender.name.slice(0, 1)}
                </Avatar>
                <Typography fontWeight={600} sx={{ flex: 1 }}>
                  {m.sender.name}
                </Typography>
                <TimeStamp iso={m.date} />
              </Box>
              {/* Sanitised on the server when stored and again here (decision 082's rule). */}
              <RichText value={m.message} />
              <MailState message={m} />
            </Paper>
          ))}
        </Stack>
        {thread && (
          <>
            <Divider sx={{ my: 3 }} />
            <RichTextEditor
              id="inbox-reply"
              label={
                thread.contact ? t("replyByMail", { email: thread.contact.email }) : t("reply")
              }
              value={reply}
              onChange={(html) => {
                actions.add.reset();
                setReply(html);
              }}
              onBlur={() => {}}
            />
            {actions.add.error != null && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(actions.add.error)}
              </Alert>
            )}
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              onClick={send}
              loading={actions.add.isPending}
              disabled={!reply.trim()}
            >
              {thread.contact ? t("sendMail") : t("send")}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
