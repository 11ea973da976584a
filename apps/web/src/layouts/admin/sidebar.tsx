import { Box, Drawer, ThemeProvider, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SIDEBAR_COMPACT_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from "./layout-constants";
import { useShellSettings } from "./shell-settings";
import { SideNav } from "./side-nav";
import { SIDEBAR_BG, sidebarTheme } from "./themes";

interface Props {
  mobile: boolean;
  drawerOpen: boolean;
  onCloseDrawer(): void;
}

/**
 * The dark left sidebar (spec section 2): permanent on wide screens, 260px or 80px in compact
 * mode; below the mobile breakpoint a temporary drawer, always full width, opened from the top bar.
 */
export function Sidebar({ mobile, drawerOpen, onCloseDrawer }: Props) {
  const { t } = useTranslation("admin");
  const { theme, compact: compactSetting } = useShellSettings();
  const compact = compactSetting && !mobile;
  const width = compact ? SIDEBAR_COMPACT_WIDTH : SIDEBAR_WIDTH;
  const content = (
    <>
      <Box
        sx={{
          height: TOPBAR_HEIGHT,
          display: "flex",
          alignItems: "center",
          justifyContent: compact ? "center" : "flex-start",
          px: compact ? 0 : 3,
          borderBottom: 1,
          borderColor: "divider",
          flexShrink: 0,
        }}
      >
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 700, color: "common.white", letterSpacing: 0.5 }}
        >
          {compact ? t("brandShort") : t("brand")}
        </Typography>
      </Box>
      <Box sx={{ overflowY: "auto", overflowX: "hidden", flex: 1 }}>
        <SideNav compact={compact} onNavigate={mobile ? onCloseDrawer : undefined} />
      </Box>
    </>
  );
  const paperSx = {
    width,
    bgcolor: SIDEBAR_BG,
    backgroundImage: "none",
    color: "text.primary",
    borderRight: 0,
    overflowX: "hidden",
    transition: "width 200ms",
  };
  return (
    <ThemeProvider theme={sidebarTheme(theme)}>
      {mobile ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={onCloseDrawer}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: paperSx, "data-testid": "admin-sidebar" } as object }}
        >
          {content}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{ width, flexShrink: 0 }}
          slotProps={{ paper: { sx: paperSx, "data-testid": "admin-sidebar" } as object }}
        >
          {content}
        </Drawer>
      )}
    </ThemeProvider>
  );
}
