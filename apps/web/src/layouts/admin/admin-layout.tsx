import { Box, ThemeProvider, Toolbar, useMediaQuery } from "@mui/material";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { StaffPagesContext } from "../../app/staff-page-slot";
import { Loading } from "../../components/loading";
import { LiveProvider } from "../../features/live/live-provider";
import { registerScriptFonts } from "../../lib/fonts";
import { AdminFooter } from "./admin-footer";
import { BreadcrumbBar } from "./breadcrumb-bar";
import { DeniedNotice } from "./denied-notice";
import {
  CONTAINED_WIDTH,
  MOBILE_QUERY,
  SIDEBAR_COMPACT_WIDTH,
  SIDEBAR_WIDTH,
  TOPBAR_HEIGHT,
} from "./layout-constants";
import { ScopeNotice } from "./scope-notice";
import { ShellSettingsProvider, useShellSettings } from "./shell-settings";
import { Sidebar } from "./sidebar";
import { staffPageFor } from "./staff-pages";
import { shellTheme } from "./themes";
import { TopBar } from "./top-bar";

/**
 * The staff back-office shell of spec section 2 ("Shared layout"), layout 'layout1': dark
 * sidebar, fixed top bar, breadcrumb, contained content and footer. Loaded lazily by the router,
 * so the public site never downloads it.
 */
export default function AdminLayout() {
  // Staff read and edit every language side by side (issue 19): all five scripts' fonts.
  useEffect(() => registerScriptFonts("all"), []);
  return (
    <ShellSettingsProvider>
      {/* The workspace's one live channel (issue 11): notifications, chat, inbox. */}
      <LiveProvider>
        {/* The staff pages are the shell's to import (decision 136). */}
        <StaffPagesContext.Provider value={staffPageFor}>
          <Shell />
        </StaffPagesContext.Provider>
      </LiveProvider>
    </ShellSettingsProvider>
  );
}

function Shell() {
  const { t } = useTranslation("admin");
  const { theme, compact } = useShellSettings();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const offset = mobile ? 0 : compact ? SIDEBAR_COMPACT_WIDTH : SIDEBAR_WIDTH;
  return (
    <ThemeProvider theme={shellTheme(theme)}>
      <Box
        data-theme={theme}
        // The page body keeps the public theme's colours; the shell sets its own text colour.
        sx={{
          display: "flex",
          minHeight: "100vh",
          bgcolor: "background.default",
          color: "text.primary",
        }}
      >
        <Box
          component="a"
          href="#main-content"
          sx={{
            position: "absolute",
            left: 8,
            top: 8,
            // Hidden above the page by its own height, whatever the language makes it.
            transform: "translateY(calc(-100% - 16px))",
            zIndex: (th) => th.zIndex.tooltip + 1,
            px: 2,
            py: 1,
            bgcolor: "background.paper",
            color: "text.primary",
            borderRadius: 1,
            boxShadow: 3,
            "&:focus": { transform: "none" },
          }}
        >
          {t("skipToContent")}
        </Box>
        {/* On paper the page is printed alone, from the sheet's left edge: the sidebar's space
            had pushed a printed day sheet a third of the way across A4 and cut its right-hand
            columns off (issue 38, decision 234). */}
        <Box sx={{ flexShrink: 0, displayPrint: "none" }}>
          <Sidebar
            mobile={mobile}
            drawerOpen={drawerOpen}
            onCloseDrawer={() => setDrawerOpen(false)}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <Box sx={{ displayPrint: "none" }}>
            <TopBar
              mobile={mobile}
              offset={offset}
              drawerOpen={drawerOpen}
              onOpenDrawer={() => setDrawerOpen(true)}
            />
            <Toolbar sx={{ minHeight: `${TOPBAR_HEIGHT}px !important` }} />
          </Box>
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{
              flex: 1,
              width: "100%",
              maxWidth: CONTAINED_WIDTH,
              mx: "auto",
              p: { xs: 2, sm: 3 },
              outline: "none",
              "@media print": { p: 0, maxWidth: "none" },
            }}
          >
            <Box sx={{ displayPrint: "none" }}>
              <BreadcrumbBar />
              <DeniedNotice />
            </Box>
            <ScopeNotice />
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </Box>
          <Box sx={{ displayPrint: "none" }}>
            <AdminFooter />
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
