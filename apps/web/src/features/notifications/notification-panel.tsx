import { Box, Button, Divider, Popover, Typography } from "@mui/material";
import type { Notification } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { NotificationList } from "./notification-item";
import { useNotificationActions } from "./notifications-api";
import { useOpenNotification } from "./use-open-notification";

/**
 * The bell's panel: the latest notifications, read all, delete all, view all. Its own chunk
 * (with MUI's Popover and the list's code), loaded when the bell is first used (issue 14's
 * budget, decision 133); it stays mounted after its first opening, so closing animates.
 */
export default function NotificationPanel({
  anchor,
  onClose,
  items,
  unread,
  pending,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
  items: Notification[];
  unread: number;
  pending: boolean;
}) {
  const { t } = useTranslation("notifications");
  const actions = useNotificationActions();
  const open = useOpenNotification(onClose);
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: {
          sx: { width: 360, maxWidth: "calc(100vw - 16px)" },
          role: "dialog",
          "aria-label": t("title"),
        },
      }}
    >
      <Box sx={{ px: 2, py: 1.5, display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t("title")}
        </Typography>
        <Button size="small" disabled={!unread} onClick={() => actions.readAll.mutate()}>
          {t("readAll")}
        </Button>
      </Box>
      <Divider />
      {items.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {pending ? t("loading") : t("empty")}
        </Typography>
      ) : (
        <NotificationList
          items={items}
          onOpen={open}
          dense
          disablePadding
          sx={{ maxHeight: 420, overflowY: "auto" }}
        />
      )}
      <Divider />
      <Box sx={{ display: "flex", justifyContent: "space-between", p: 1 }}>
        <Button
          size="small"
          color="inherit"
          disabled={!items.length}
          onClick={() => actions.removeAll.mutate()}
        >
          {t("deleteAll")}
        </Button>
        <Button size="small" component={RouterLink} to="/notifications" onClick={onClose}>
          {t("viewAll")}
        </Button>
      </Box>
    </Popover>
  );
}
