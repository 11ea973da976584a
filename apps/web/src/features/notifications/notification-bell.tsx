import NotificationsIcon from "@mui/icons-material/Notifications";
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  Popover,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { NotificationList } from "./notification-item";
import {
  useNotificationActions,
  useNotifications,
  useNotificationsLive,
} from "./notifications-api";
import { useOpenNotification } from "./use-open-notification";

const SHOWN = 8;

/** The top bar's bell (issue 11): unread badge, the latest notifications, live. */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = useNotifications(1, SHOWN);
  const actions = useNotificationActions();
  useNotificationsLive();
  const close = () => setAnchor(null);
  const open = useOpenNotification(close);
  const unread = list.data?.meta.unread ?? 0;
  const items = list.data?.data ?? [];
  return (
    <>
      <Tooltip title={t("bell")}>
        <IconButton
          color="inherit"
          aria-label={t("bellLabel", { count: unread })}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
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
            {list.isPending ? t("loading") : t("empty")}
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
          <Button size="small" component={RouterLink} to="/notifications" onClick={close}>
            {t("viewAll")}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
