import type { Announcement, Notification, NotificationList } from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { useLiveEvent, WORKSPACE_KEY } from "../live/live-provider";

export const notificationKeys = {
  all: [WORKSPACE_KEY, "notifications"] as const,
  page: (page: number, limit: number) => [WORKSPACE_KEY, "notifications", page, limit] as const,
};

/** One page of the signed-in person's notifications, with the unread count in `meta`. */
export function useNotifications(page: number, limit: number) {
  return useQuery({
    queryKey: notificationKeys.page(page, limit),
    queryFn: () => api.get<NotificationList>(`/api/notification?page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the lists when a notification arrives or another tab reads or deletes one. */
export function useNotificationsLive(onAdded?: (n: Notification) => void) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useLiveEvent<Notification>("notification.added", (n) => {
    reload();
    onAdded?.(n);
  });
  useLiveEvent("notification.changed", reload);
}

/** Read, delete, read all, delete all (spec: `/delete` (id), `/delete-all`). */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const call = (path: string, body?: object) =>
    api.post<{ data: { count: number } }>(`/api/notification/${path}`, body);
  return {
    read: useMutation({ mutationFn: (id: string) => call("read", { id }), onSettled: done }),
    remove: useMutation({ mutationFn: (id: string) => call("delete", { id }), onSettled: done }),
    readAll: useMutation({ mutationFn: () => call("read-all"), onSettled: done }),
    removeAll: useMutation({ mutationFn: () => call("delete-all"), onSettled: done }),
  };
}

export function useAnnounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Announcement) =>
      api.post<{ data: { sent: number } }>("/api/notification/add", body).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
