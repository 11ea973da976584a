import type {
  ChatCollection,
  ChatContact,
  ChatMessage,
  ChatRecent,
  ChatRoom,
} from "@sannidhi/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { useLiveEvent, useLiveTopic, WORKSPACE_KEY } from "../live/live-provider";

export const chatKeys = {
  all: [WORKSPACE_KEY, "chat"] as const,
  contacts: [WORKSPACE_KEY, "chat", "contacts"] as const,
  recent: [WORKSPACE_KEY, "chat", "recent"] as const,
  room: (contactId: string) => [WORKSPACE_KEY, "chat", "room", contactId] as const,
};

const data = <T>(r: { data: T }) => r.data;

/** Every other staff member with online or offline: the chat's contacts and the inbox's "To". */
export function useStaffContacts(enabled = true) {
  return useQuery({
    queryKey: chatKeys.contacts,
    queryFn: () => api.get<{ data: ChatContact[] }>("/api/chat/contacts/all").then(data),
    enabled,
  });
}

export function useRecentChats() {
  return useQuery({
    queryKey: chatKeys.recent,
    queryFn: () => api.get<{ data: ChatRecent[] }>("/api/chat/contacts/recent").then(data),
  });
}

/**
 * The conversation with one contact; opening it marks it read on the server, which answers with
 * the recent list as it is now (spec: `recentListUpdated`). That list replaces the cached one at
 * once, so the unread badge drops when the conversation is read, not only when a live "read"
 * event comes back (issue 38, item 7: the badge stayed at 3 after the thread was read).
 */
export function useChatRoom(contactId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.room(contactId ?? ""),
    queryFn: async () => {
      const room = await api
        .get<{ data: ChatRoom }>(`/api/chat/chat-room?contactId=${contactId}`)
        .then(data);
      queryClient.setQueryData(chatKeys.recent, room.recentListUpdated);
      return room;
    },
    enabled: contactId !== null,
  });
}

export function useOlderMessages() {
  return useMutation({
    mutationFn: ({ chatId, before }: { chatId: string; before: string }) =>
      api.get<{ data: ChatCollection }>(`/api/chat?chatId=${chatId}&before=${before}`).then(data),
  });
}

/** Sending reads the conversation up to one's own message: its unread count is 0 after. */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      chatId: string;
      contactId: string;
      text: string;
      attachment?: { mediaId: string };
    }) => api.post<{ data: ChatMessage }>("/api/chat/add", body).then(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.recent }),
  });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.post("/api/chat/read", { chatId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.recent }),
  });
}

/**
 * Keeps the chat's lists current: a message adds itself to its open conversation and updates the
 * recent list; someone coming online or going offline changes their dot.
 */
export function useChatLive(onMessage?: (m: ChatMessage) => void) {
  const queryClient = useQueryClient();
  useLiveTopic("presence");
  useLiveEvent<ChatMessage>("chat.message", (m) => {
    onMessage?.(m);
    void queryClient.invalidateQueries({ queryKey: chatKeys.recent });
  });
  useLiveEvent(
    "chat.read",
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.recent }),
  );
  useLiveEvent<{ userId: string; online: boolean }>("presence", ({ userId, online }) => {
    const status = online ? "online" : "offline";
    const update = <T extends { id: string; status: string }>(list?: T[]) =>
      list?.map((c) => (c.id === userId ? { ...c, status } : c));
    queryClient.setQueryData<ChatContact[]>(chatKeys.contacts, update);
    queryClient.setQueryData<ChatRecent[]>(chatKeys.recent, update);
  });
}
