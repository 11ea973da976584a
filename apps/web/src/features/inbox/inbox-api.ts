import type {
  InboxAdd,
  InboxFolder,
  InboxList,
  InboxThreadDetail,
  InboxUpdate,
} from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { useLiveEvent, WORKSPACE_KEY } from "../live/live-provider";

export interface InboxFilters {
  folder: InboxFolder;
  q: string;
  page: number;
  limit: number;
}

export const inboxKeys = {
  all: [WORKSPACE_KEY, "inbox"] as const,
  list: (f: InboxFilters) => [WORKSPACE_KEY, "inbox", "list", f] as const,
  one: (id: string) => [WORKSPACE_KEY, "inbox", "one", id] as const,
};

export function useInbox(f: InboxFilters) {
  const params = new URLSearchParams({
    folder: f.folder,
    page: String(f.page),
    limit: String(f.limit),
  });
  if (f.q) params.set("q", f.q);
  return useQuery({
    queryKey: inboxKeys.list(f),
    queryFn: () => api.get<InboxList>(`/api/inbox/all?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useInboxThread(id: string) {
  return useQuery({
    queryKey: inboxKeys.one(id),
    queryFn: () => api.get<{ data: InboxThreadDetail }>(`/api/inbox?id=${id}`).then((r) => r.data),
  });
}

/** New mail in any thread the person sees, or a change made in another tab: reload. */
export function useInboxLive() {
  const queryClient = useQueryClient();
  useLiveEvent(
    "inbox.changed",
    () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  );
}

export function useInboxActions() {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  return {
    add: useMutation({
      mutationFn: (body: InboxAdd) =>
        api.post<{ data: InboxThreadDetail }>("/api/inbox/add", body).then((r) => r.data),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: (body: InboxUpdate) => api.post("/api/inbox/update", body),
      onSettled: done,
    }),
    remove: useMutation({
      mutationFn: (ids: string[]) => api.post("/api/inbox/delete", { ids }),
      onSettled: done,
    }),
  };
}

/** "Send again" for a reply whose mail was not delivered (`POST /api/inbox/resend`). */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api
        .post<{ data: InboxThreadDetail }>("/api/inbox/resend", { id: messageId })
        .then((r) => r.data),
    onSuccess: (thread) => queryClient.setQueryData(inboxKeys.one(thread.id), thread),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** The first words of a message's HTML, as plain text, for the list. */
export function snippet(html: string, max = 140): string {
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
