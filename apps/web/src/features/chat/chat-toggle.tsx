import Chat from "@mui/icons-material/Chat";
import { Badge, IconButton, Tooltip } from "@mui/material";
import type { ChatMessage } from "@sannidhi/contracts";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";
import { useChatLive, useRecentChats } from "./chat-api";

// The popup (contacts, conversation, text field, image upload) is its own chunk, fetched on the
// first sign of use — hover, focus, touch of the button, or a `?chat=` link — not with every
// staff page (issue 14's budget, decision 133).
const ChatPopup = lazyWithPreload(() =>
  import("./chat-popup").then((m) => ({ default: m.ChatPopup })),
);

/**
 * The top bar's chat button and the popup it opens and closes (spec section 4: "opens and closes
 * on toggle"). Its badge counts unread messages; `?chat=<person>` on any staff page (a chat
 * notification's path) opens the conversation with that person.
 */
export function ChatToggle() {
  const { t } = useTranslation("chat");
  const [open, setOpen] = useState(false);
  const [contactId, setContactId] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<ChatMessage[]>([]);
  const [params, setParams] = useSearchParams();
  const recent = useRecentChats();
  useChatLive((m) => setIncoming((list) => [...list.slice(-200), m]));
  const unread = (recent.data ?? []).reduce((n, r) => n + r.unread, 0);

  const wanted = params.get("chat");
  useEffect(() => {
    if (!wanted || !/^[0-9a-f-]{36}$/i.test(wanted)) return;
    setContactId(wanted);
    setOpen(true);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("chat");
        return next;
      },
      { replace: true },
    );
  }, [wanted, setParams]);

  return (
    <>
      <Tooltip title={t("title")}>
        <IconButton
          color="inherit"
          aria-label={t("toggle", { count: unread })}
          aria-expanded={open}
          {...preloadOn(ChatPopup)}
          onClick={() => setOpen((o) => !o)}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="chat-badge">
            <Chat />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ChatPopup
            contactId={contactId}
            onContact={setContactId}
            onClose={() => setOpen(false)}
            incoming={incoming}
          />
        </Suspense>
      )}
    </>
  );
}
