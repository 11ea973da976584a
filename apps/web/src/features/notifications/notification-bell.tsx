import NotificationsIcon from "@mui/icons-material/Notifications";
import { Badge, IconButton, Tooltip } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";
import { useNotifications, useNotificationsLive } from "./notifications-api";

const SHOWN = 8;

// The panel (Popover, list, actions) is fetched on the first sign of use, not with every page.
const NotificationPanel = lazyWithPreload(() => import("./notification-panel"));

/** The top bar's bell (issue 11): unread badge, the latest notifications, live. */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so that closing animates.
  const [used, setUsed] = useState(false);
  const list = useNotifications(1, SHOWN);
  useNotificationsLive();
  const unread = list.data?.meta.unread ?? 0;
  return (
    <>
      <Tooltip title={t("bell")}>
        <IconButton
          color="inherit"
          aria-label={t("bellLabel", { count: unread })}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          {...preloadOn(NotificationPanel)}
          onClick={(e) => {
            setUsed(true);
            setAnchor(e.currentTarget);
          }}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <NotificationPanel
            anchor={anchor}
            onClose={() => setAnchor(null)}
            items={list.data?.data ?? []}
            unread={unread}
            pending={list.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
