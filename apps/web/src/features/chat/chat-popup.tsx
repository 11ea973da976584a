import Close from "@mui/icons-material/Close";
import {
  Badge,
  Box,
  IconButton,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import type { ChatMessage } from "@sannidhi/contracts";
import { CHAT_LIMITS } from "@sannidhi/contracts/workspace-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TimeStamp } from "../../components/time-stamp";
import { useRecentChats, useStaffContacts } from "./chat-api";
import { ChatConversation } from "./chat-conversation";
import { ContactAvatar } from "./contact-avatar";

/**
 * The spec's chat popup (section 2 "Shared layout", section 9: 360 px wide): recent
 * conversations with unread counts and every staff contact with a status dot; choosing one opens
 * the conversation.
 */
export function ChatPopup({
  contactId,
  onContact,
  onClose,
  incoming,
}: {
  contactId: string | null;
  onContact(id: string | null): void;
  onClose(): void;
  incoming: ChatMessage[];
}) {
  const { t } = useTranslation("chat");
  const recent = useRecentChats();
  const contacts = useStaffContacts();
  const [filter, setFilter] = useState("");
  const wanted = filter.trim().toLowerCase();
  const others = (contacts.data ?? []).filter(
    (c) => !wanted || c.name.toLowerCase().includes(wanted),
  );
  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-label={t("title")}
      sx={{
        position: "fixed",
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        width: CHAT_LIMITS.popupWidth,
        maxWidth: "calc(100vw - 16px)",
        height: 520,
        maxHeight: "calc(100vh - 96px)",
        display: "flex",
        flexDirection: "column",
        zIndex: (th) => th.zIndex.modal - 1,
        overflow: "hidden",
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          px: 2,
          py: 1,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t("title")}
        </Typography>
        <IconButton color="inherit" size="small" aria-label={t("close")} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      {contactId ? (
        <ChatConversation
          key={contactId}
          contactId={contactId}
          incoming={incoming}
          onBack={() => onContact(null)}
        />
      ) : (
        <Box sx={{ overflowY: "auto", flex: 1 }}>
          {!!recent.data?.length && (
            <List dense subheader={<ListSubheader>{t("recent")}</ListSubheader>}>
              {recent.data.map((r) => (
                <ListItemButton
                  key={r.chatId}
                  onClick={() => onContact(r.contactId)}
                  data-testid="chat-recent"
                >
                  <ListItemAvatar>
                    <ContactAvatar contact={r} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={r.name}
                    secondary={r.lastText}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                  <Box sx={{ textAlign: "right", ml: 1 }}>
                    {r.lastChatTime && <TimeStamp iso={r.lastChatTime} sx={{ display: "block" }} />}
                    {r.unread > 0 && (
                      <Badge
                        badgeContent={r.unread}
                        color="error"
                        aria-label={t("unread", { count: r.unread })}
                        sx={{ mr: 1 }}
                      />
                    )}
                  </Box>
                </ListItemButton>
              ))}
            </List>
          )}
          <List dense subheader={<ListSubheader>{t("contacts")}</ListSubheader>}>
            <Box sx={{ px: 2, pb: 1 }}>
              <TextField
                size="small"
                fullWidth
                type="search"
                label={t("find")}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </Box>
            {others.map((c) => (
              <ListItemButton key={c.id} onClick={() => onContact(c.id)} data-testid="chat-contact">
                <ListItemAvatar>
                  <ContactAvatar contact={c} />
                </ListItemAvatar>
                <ListItemText primary={c.name} secondary={`${t(c.status)} · ${c.mood}`} />
              </ListItemButton>
            ))}
            {contacts.isSuccess && others.length === 0 && (
              <Typography color="text.secondary" variant="body2" sx={{ px: 2 }}>
                {t("noContacts")}
              </Typography>
            )}
          </List>
        </Box>
      )}
    </Paper>
  );
}
