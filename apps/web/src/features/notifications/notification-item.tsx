import Close from "@mui/icons-material/Close";
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  type ListProps,
  Tooltip,
  Typography,
} from "@mui/material";
import type { Notification } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";
import { NotificationIcon } from "./notification-icon";
import { notificationText } from "./notification-text";
import { useNotificationActions } from "./notifications-api";
import { timeAgo } from "./time-ago";

interface Props {
  notification: Notification;
  onOpen(n: Notification): void;
  onDelete(n: Notification): void;
}

/** One notification: icon, heading, title, subtitle and how long ago; unread ones stand out. */
export function NotificationItem({ notification: n, onOpen, onDelete }: Props) {
  const { t, i18n } = useTranslation("notifications");
  const text = notificationText(n, t, i18n.language);
  const ago = timeAgo(n.timestamp);
  return (
    <ListItem
      disablePadding
      data-testid="notification"
      data-read={n.read}
      secondaryAction={
        <Tooltip title={t("delete")}>
          <IconButton
            edge="end"
            size="small"
            aria-label={t("deleteOne", { title: text.title })}
            onClick={() => onDelete(n)}
          >
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      }
      sx={{ bgcolor: n.read ? undefined : "action.hover" }}
    >
      <ListItemButton onClick={() => onOpen(n)} alignItems="flex-start" sx={{ pr: 6 }}>
        <ListItemAvatar>
          <NotificationIcon icon={n.icon} />
        </ListItemAvatar>
        <ListItemText
          disableTypography
          primary={
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
              <Typography variant="caption" color="text.secondary" fontWeight={600}>
                {text.heading}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="time"
                dateTime={n.timestamp}
              >
                {t(`timeAgo.${ago.unit}`, { count: ago.count })}
              </Typography>
            </Box>
          }
          secondary={
            <>
              <Typography
                variant="body2"
                fontWeight={n.read ? 400 : 600}
                sx={{ overflowWrap: "anywhere" }}
              >
                {text.title}
              </Typography>
              {text.subtitle && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: "anywhere" }}
                >
                  {text.subtitle}
                </Typography>
              )}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/** A list of notifications, each opened or deleted in place (the bell's and the page's). */
export function NotificationList({
  items,
  onOpen,
  ...props
}: { items: Notification[]; onOpen(n: Notification): void } & ListProps) {
  const { remove } = useNotificationActions();
  return (
    <List {...props}>
      {items.map((n) => (
        <NotificationItem
          key={n.id}
          notification={n}
          onOpen={onOpen}
          onDelete={(x) => remove.mutate(x.id)}
        />
      ))}
    </List>
  );
}
