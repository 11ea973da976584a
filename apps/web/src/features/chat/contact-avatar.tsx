import { Avatar, Badge } from "@mui/material";
import type { ChatContact } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

/** The contact's picture with the spec's status dot beside it (online or offline). */
export function ContactAvatar({ contact, size = 36 }: { contact: ChatContact; size?: number }) {
  const { t } = useTranslation("chat");
  const online = contact.status === "online";
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      aria-label={t(online ? "online" : "offline")}
      data-status={contact.status}
      sx={{
        "& .MuiBadge-badge": {
          bgcolor: online ? "success.main" : "grey.500",
          boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
        },
      }}
    >
      <Avatar src={contact.avatar ?? undefined} alt="" sx={{ width: size, height: size }}>
        {contact.name.slice(0, 1)}
      </Avatar>
    </Badge>
  );
}
