import type { Notification } from "@sannidhi/contracts";
import { useNavigate } from "react-router";
import { useNotificationActions } from "./notifications-api";

/** Opening a notification marks it read and goes to its `path` (spec section 3). */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const actions = useNotificationActions();
  return (n: Notification) => {
    if (!n.read) actions.read.mutate(n.id);
    after?.();
    // Only paths inside the app: the server refuses anything else, and this never leaves it.
    if (n.path.startsWith("/") && !n.path.startsWith("//")) navigate(n.path);
  };
}
