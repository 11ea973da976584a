import Create from "@mui/icons-material/Create";
import Delete from "@mui/icons-material/Delete";
import Drafts from "@mui/icons-material/Drafts";
import MarkEmailUnread from "@mui/icons-material/MarkEmailUnread";
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import type { InboxFolder, InboxThread } from "@sannidhi/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../app/session";
import { ListPager, useListPaging } from "../../components/staff-list";
import { TimeStamp } from "../../components/time-stamp";
import { PageHeader } from "../../layouts/admin/page-header";
import { QueryState } from "../../layouts/admin/query-state";
import { useDebounced } from "../cms/use-debounced";
import { ComposeDialog } from "./compose-dialog";
import { snippet, useInbox, useInboxActions, useInboxLive } from "./inbox-api";

/**
 * The staff inbox (issue 11; decision 103): `/inbox`, and `/inbox/contact` for the contact
 * form's messages. Threads with read/unread, select several, delete, search.
 */
export default function InboxPage({ folder: initial = "all" }: { folder?: InboxFolder }) {
  const { t } = useTranslation("inbox");
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const folder = (params.get("folder") as InboxFolder | null) ?? initial;
  const [q, setQ] = useState("");
  const search = useDebounced(q.trim(), 300);
  const { paging, update } = useListPaging();
  const [composing, setComposing] = useState(false);
  const query = useInbox({ folder, q: search, ...paging });
  const actions = useInboxActions();
  useInboxLive();
  const threads = query.data?.data ?? [];
  const selected = threads.filter((x) => x.selected).map((x) => x.id);
  const office = user?.role === "SA" || user?.role === "admin";

  const select = (thread: InboxThread, value: boolean) =>
    actions.update.mutate({ id: thread.id, selected: value });
  const selectAll = (value: boolean) =>
    threads.length && actions.update.mutate({ ids: threads.map((x) => x.id), selected: value });

  return (
    <Card>
      <PageHeader
        title={t("title")}
        subheader={query.data ? t("unread", { count: query.data.meta.unread }) : undefined}
        action={
          <Button variant="contained" startIcon={<Create />} onClick={() => setComposing(true)}>
            {t("compose")}
          </Button>
        }
      />
      <CardContent>
        <Tabs
          value={folder}
          onChange={(_, value: InboxFolder) => {
            update({});
            setParams(value === initial ? {} : { folder: value }, { replace: true });
          }}
          aria-label={t("folders")}
          sx={{ mb: 2 }}
        >
          <Tab value="all" label={t("folder.all")} />
          <Tab value="unread" label={t("folder.unread")} />
          {office && <Tab value="contact" label={t("folder.contact")} />}
        </Tabs>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ mb: 1 }}
          alignItems={{ sm: "center" }}
        >
          <Checkbox
            slotProps={{ input: { "aria-label": t("selectAll") } }}
            checked={threads.length > 0 && selected.length === threads.length}
            indeterminate={selected.length > 0 && selected.length < threads.length}
            onChange={(e) => selectAll(e.target.checked)}
          />
          <Tooltip title={t("markRead")}>
            <span>
              <IconButton
                aria-label={t("markRead")}
                disabled={!selected.length}
                onClick={() => actions.update.mutate({ ids: selected, read: true })}
              >
                <Drafts />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t("markUnread")}>
            <span>
              <IconButton
                aria-label={t("markUnread")}
                disabled={!selected.length}
                onClick={() => actions.update.mutate({ ids: selected, read: false })}
              >
                <MarkEmailUnread />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t("delete")}>
            <span>
              <IconButton
                aria-label={t("delete")}
                disabled={!selected.length}
                onClick={() => actions.remove.mutate(selected)}
              >
                <Delete />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          <TextField
            size="small"
            type="search"
            label={t("search")}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              update({});
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <QueryState query={query} loadingLabel={t("loading")} retryLabel={t("retry")} />
        {query.data?.meta.total === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {search ? t("noMatch") : t("empty")}
          </Typography>
        )}
        <List aria-label={t("title")}>
          {threads.map((x) => (
            <ListItem
              key={x.id}
              disablePadding
              divider
              data-testid="inbox-thread"
              sx={{ bgcolor: x.read ? undefined : "action.hover" }}
            >
              <Checkbox
                checked={x.selected}
                onChange={(e) => select(x, e.target.checked)}
                slotProps={{ input: { "aria-label": t("selectOne", { subject: x.subject }) } }}
              />
              {/* The date is in the row's flow, after the text, not laid over the row's right
                  end: there it was drawn over long subjects and previews (issue 38). */}
              <ListItemButton
                onClick={() => navigate(`/inbox/${x.id}`)}
                sx={{ gap: 2, alignItems: "flex-start" }}
              >
                <Avatar src={x.sender.photo ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {x.sender.name.slice(0, 1)}
                </Avatar>
                <ListItemText
                  sx={{ my: 0, minWidth: 0 }}
                  slotProps={{
                    primary: { sx: { overflowWrap: "anywhere" } },
                    secondary: { sx: { overflowWrap: "anywhere" } },
                  }}
                  primary={
                    <>
                      <Typography component="span" fontWeight={x.read ? 400 : 700}>
                        {x.sender.name}
                        {x.count > 1 ? ` (${x.count})` : ""}
                      </Typography>
                      {" · "}
                      <Typography component="span" fontWeight={x.read ? 400 : 700}>
                        {x.subject}
                      </Typography>
                      {x.kind === "contact" && (
                        <Typography
                          component="span"
                          variant="caption"
                          color="info.main"
                          sx={{ ml: 1 }}
                        >
                          {t("contactBadge")}
                        </Typography>
                      )}
                    </>
                  }
                  secondary={snippet(x.message)}
                />
                <TimeStamp iso={x.date} sx={{ flexShrink: 0, whiteSpace: "nowrap", pt: 0.25 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {!!query.data?.meta.total && (
          <ListPager total={query.data.meta.total} filters={paging} update={update} />
        )}
      </CardContent>
      <ComposeDialog
        open={composing}
        onClose={() => setComposing(false)}
        onSent={(id) => navigate(`/inbox/${id}`)}
      />
    </Card>
  );
}
