import Menu from "@mui/icons-material/Menu";
import MenuOpen from "@mui/icons-material/MenuOpen";
import { AppBar, Box, IconButton, Toolbar, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ChatToggle } from "../../features/chat/chat-toggle";
import { NotificationBell } from "../../features/notifications/notification-bell";
import { AppearanceMenu } from "./appearance-menu";
import { TOPBAR_HEIGHT } from "./layout-constants";
import { NavSearch } from "./nav-search";
import { useShellSettings } from "./shell-settings";
import { UserMenu } from "./user-menu";

interface Props {
  mobile: boolean;
  /** Left offset: the width the sidebar takes on a wide screen (0 on mobile). */
  offset: number;
  drawerOpen: boolean;
  onOpenDrawer(): void;
}

/**
 * The fixed top bar (64px, spec section 9): sidebar toggle, search, appearance, the chat popup's
 * toggle and the notification bell (issue 11), user menu.
 */
export function TopBar({ mobile, offset, drawerOpen, onOpenDrawer }: Props) {
  const { t } = useTranslation("admin");
  const { compact, setCompact } = useShellSettings();
  const toggleLabel = mobile ? t("nav.openDrawer") : compact ? t("nav.expand") : t("nav.compact");
  return (
    <AppBar
      position="fixed"
      color="primary"
      elevation={1}
      data-testid="admin-topbar"
      sx={{
        width: `calc(100% - ${offset}px)`,
        ml: `${offset}px`,
        height: TOPBAR_HEIGHT,
        transition: (theme) => theme.transitions.create(["width", "margin"]),
      }}
    >
      <Toolbar sx={{ minHeight: `${TOPBAR_HEIGHT}px !important`, gap: 1 }}>
        <Tooltip title={toggleLabel}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={toggleLabel}
            aria-pressed={mobile ? undefined : compact}
            aria-expanded={mobile ? drawerOpen : undefined}
            onClick={() => (mobile ? onOpenDrawer() : setCompact(!compact))}
          >
            {mobile || compact ? <Menu /> : <MenuOpen />}
          </IconButton>
        </Tooltip>
        <NavSearch />
        <Box sx={{ flex: 1 }} />
        <AppearanceMenu />
        <ChatToggle />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
