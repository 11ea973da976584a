import Article from "@mui/icons-material/Article";
import AutoAwesome from "@mui/icons-material/AutoAwesome";
import Badge from "@mui/icons-material/Badge";
import Category from "@mui/icons-material/Category";
import Checklist from "@mui/icons-material/Checklist";
import Circle from "@mui/icons-material/Circle";
import Dashboard from "@mui/icons-material/Dashboard";
import Event from "@mui/icons-material/Event";
import Inventory2 from "@mui/icons-material/Inventory2";
import LocalFlorist from "@mui/icons-material/LocalFlorist";
import LocationCity from "@mui/icons-material/LocationCity";
import Mail from "@mui/icons-material/Mail";
import ManageAccounts from "@mui/icons-material/ManageAccounts";
import MapIcon from "@mui/icons-material/Map";
import MenuBook from "@mui/icons-material/MenuBook";
import Notifications from "@mui/icons-material/Notifications";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Person from "@mui/icons-material/Person";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import SelfImprovement from "@mui/icons-material/SelfImprovement";
import Storefront from "@mui/icons-material/Storefront";
import SupportAgent from "@mui/icons-material/SupportAgent";
import TempleHindu from "@mui/icons-material/TempleHindu";
import ViewKanban from "@mui/icons-material/ViewKanban";
import VolunteerActivism from "@mui/icons-material/VolunteerActivism";
import type { SvgIconProps } from "@mui/material";
import type { ComponentType } from "react";

/**
 * The icon names used in app/navigation.ts, mapped to the few icon components the shell
 * imports (one file each, so the bundle carries only these).
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  dashboard: Dashboard,
  auto_awesome: AutoAwesome,
  category: Category,
  self_improvement: SelfImprovement,
  temple_hindu: TempleHindu,
  local_florist: LocalFlorist,
  inventory_2: Inventory2,
  article: Article,
  menu_book: MenuBook,
  badge: Badge,
  person: Person,
  support_agent: SupportAgent,
  map: MapIcon,
  location_city: LocationCity,
  event: Event,
  open_in_new: OpenInNew,
  receipt_long: ReceiptLong,
  mail: Mail,
  notifications: Notifications,
  checklist: Checklist,
  view_kanban: ViewKanban,
  manage_accounts: ManageAccounts,
  storefront: Storefront,
  volunteer_activism: VolunteerActivism,
};

/** An unknown name falls back to a small dot rather than nothing, so the row keeps its shape. */
export function NavIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon fontSize={ICONS[name] ? "small" : "inherit"} {...props} />;
}
