import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, IconButton, Link, Typography } from "@mui/material";
import type { ChatMessage } from "@sannidhi/contracts";
import { formatDateTime } from "@sannidhi/site/format";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { useChatRoom, useMarkChatRead, useOlderMessages, useSendChat } from "./chat-api";
import { ChatInput } from "./chat-input";
import { ContactAvatar } from "./contact-avatar";

/** Messages once each, oldest first (a sent message also comes back live). */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map([...a, ...b].map((m) => [m.id, m]));
  return [...byId.values()].sort(
    (x, y) => x.time.localeCompare(y.time) || x.id.localeCompare(y.id),
  );
}

/** One conversation in the popup: contact header, messages, input (spec section 2). */
export function ChatConversation({
  contactId,
  incoming,
  onBack,
}: {
  contactId: string;
  /** Messages that arrived live since the room was loaded. */
  incoming: ChatMessage[];
  onBack(): void;
}) {
  const { t, i18n } = useTranslation("chat");
  const { user } = useSession();
  const room = useChatRoom(contactId);
  const older = useOlderMessages();
  const send = useSendChat();
  const markRead = useMarkChatRead();
  const [earlier, setEarlier] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState<boolean | null>(null);
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const chatId = room.data?.chatId;
  const live = incoming.filter((m) => m.chatId === chatId);
  const messages = mergeMessages(
    [...earlier, ...(room.data?.messageList ?? [])],
    [...sent, ...live],
  );
  const fromThem = live.filter((m) => m.contactId === contactId).length;

  // A message from them while the conversation is open is read at once.
  const read = markRead.mutate;
  useEffect(() => {
    if (chatId && fromThem) read(chatId);
  }, [chatId, fromThem, read]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length]);

  const contact = room.data?.contact;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          p: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <IconButton aria-label={t("back")} onClick={onBack} size="small">
          <ArrowBack fontSize="small" />
        </IconButton>
        {contact && <ContactAvatar contact={contact} size={32} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography fontWeight={600} noWrap data-testid="chat-contact-name">
            {contact?.name ?? "…"}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {contact ? `${t(contact.status)} · ${contact.mood}` : ""}
          </Typography>
        </Box>
      </Box>
      <Box
        role="log"
        aria-live="polite"
        aria-label={t("messages")}
        sx={{ flex: 1, overflowY: "auto", p: 1.5, minHeight: 0 }}
      >
        {(hasMore ?? room.data?.hasMore) && chatId && (
          <Button
            size="small"
            fullWidth
            loading={older.isPending}
            onClick={() =>
              messages[0] &&
              older.mutate(
                { chatId, before: messages[0].id },
                {
                  onSuccess: (page) => {
                    setEarlier((e) => mergeMessages(page.chats, e));
                    setHasMore(page.hasMore);
                  },
                },
              )
            }
          >
            {t("older")}
          </Button>
        )}
        {room.isSuccess && messages.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ textAlign: "center", mt: 4 }}>
            {t("startConversation", { name: contact?.name })}
          </Typography>
        )}
        {messages.map((m) => {
          const mine = m.contactId === user?.id;
          return (
            <Box
              key={m.id}
              data-testid="chat-message"
              sx={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start", mb: 1 }}
            >
              <Box
                sx={{
                  maxWidth: "80%",
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: mine ? "primary.main" : "action.selected",
                  color: mine ? "primary.contrastText" : "text.primary",
                }}
              >
                {m.attachment && (
                  <Link
                    href={m.attachment.url}
                    target="_blank"
                    rel="noopener"
                    sx={{ display: "block", mb: m.text ? 0.5 : 0 }}
                  >
                    <img
                      src={m.attachment.thumbUrl}
                      alt={t("image")}
                      style={{ maxWidth: "100%", borderRadius: 4, display: "block" }}
                    />
                  </Link>
                )}
                {m.text && (
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                  >
                    {m.text}
                  </Typography>
                )}
                <Typography
                  variant="caption"
                  sx={{ opacity: 0.75 }}
                  component="time"
                  dateTime={m.time}
                >
                  {formatDateTime(m.time, i18n.language)}
                </Typography>
              </Box>
            </Box>
          );
        })}
        <div ref={end} />
      </Box>
      <ChatInput
        disabled={!chatId}
        onSend={async ({ text, image }) => {
          if (!chatId) return;
          const m = await send.mutateAsync({
            chatId,
            contactId,
            text,
            ...(image ? { attachment: { mediaId: image.id } } : {}),
          });
          setSent((s) => [...s, m]);
        }}
      />
    </Box>
  );
}
