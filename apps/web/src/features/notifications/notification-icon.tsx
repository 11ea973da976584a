import Assignment from "@mui/icons-material/Assignment";
import Campaign from "@mui/icons-material/Campaign";
import Chat from "@mui/icons-material/Chat";
import EventBusy from "@mui/icons-material/EventBusy";
import Info from "@mui/icons-material/Info";
import Mail from "@mui/icons-material/Mail";
import MoneyOff from "@mui/icons-material/MoneyOff";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import ShoppingCart from "@mui/icons-material/ShoppingCart";
import { Avatar, type SvgIconProps } from "@mui/material";
import type { Notification } from "@sannidhi/contracts";
import type { ComponentType } from "react";

/** contracts NOTIFICATION_ICONS → the icon components (one import each). */
const ICONS: Record<Notification["icon"]["name"], ComponentType<SvgIconProps>> = {
  receipt_long: ReceiptLong,
  money_off: MoneyOff,
  mail: Mail,
  event_busy: EventBusy,
  chat: Chat,
  campaign: Campaign,
  assignment: Assignment,
  shopping_cart: ShoppingCart,
  info: Info,
};

export function NotificationIcon({ icon }: { icon: Notification["icon"] }) {
  const Icon = ICONS[icon.name] ?? Info;
  return (
    <Avatar sx={{ bgcolor: `${icon.color}.main`, width: 36, height: 36 }}>
      <Icon fontSize="small" />
    </Avatar>
  );
}
