import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { ANCHORS, FOOTER_LINKS } from "@sannidhi/site/links";
import { type ReactNode, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { SessionContext } from "../../app/session";
import { LanguageSwitcher } from "../../components/language-switcher";
import { TextSizeSetting } from "../../components/text-size";

const focusRing = { "&:focus-visible": { outline: "3px solid #f59e0b", outlineOffset: 2 } };

// The header's icons as inline paths (Material icons' own): on every public page, three more
// icon modules and MUI's IconButton would be four more requests (decision 031's budget).
const ICONS = {
  menu: "M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z",
  close:
    "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
  search:
    "M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14",
} as const;
const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" fill="currentColor">
    <path d={ICONS[name]} />
  </svg>
);
const headerButton = {
  color: "#fff",
  bgcolor: "transparent",
  border: 0,
  p: 1,
  borderRadius: "50%",
  cursor: "pointer",
  lineHeight: 0,
  ...focusRing,
} as const;

/** Below this width (MUI `sm`) the header is one row, the rest behind the menu button. */
const COMPACT = "sm";

/**
 * Every public page's frame: a skip link, the top bar (anchors, Sign in, language, text size),
 * the main landmark and the footer with the policy links (spec section 2, issue 5). On a phone
 * the top bar is one row — the name, temple search, Sign in and a menu button — and the
 * anchors, language and text size open under the menu button (issue 19), as in other apps.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["common", "visit"]);
  // Read softly: a page rendered without the session provider (tests) still gets its frame.
  const signedIn = useContext(SessionContext)?.state.status === "authenticated";
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();
  // Following a link (an anchor of this page too) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname, hash]);
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: 8,
          // Hidden above the page by its own height, whatever the language makes it.
          transform: "translateY(calc(-100% - 16px))",
          zIndex: 10,
          p: 1,
          bgcolor: "#fff",
          color: "primary.main",
          "&:focus": { transform: "none" },
          ...focusRing,
        }}
      >
        {t("skipToContent")}
      </Box>
      <Box component="header" sx={{ bgcolor: "primary.main", color: "#fff" }}>
        <Container sx={{ py: 1, px: { xs: 1.5, sm: 3 } }}>
          {/* On a phone the row never wraps: "My bookings" (or its Tamil, longer) beside the
              search and menu buttons left the menu button alone on a second row at 390 px. The
              name gives way first, down to the lamp. */}
          <Stack
            direction="row"
            sx={{
              alignItems: "center",
              flexWrap: { xs: "nowrap", [COMPACT]: "wrap" },
              gap: { xs: 0.5, [COMPACT]: 1 },
            }}
          >
            <Link
              component={RouterLink}
              to="/app"
              underline="none"
              sx={{
                color: "#fff",
                display: "flex",
                alignItems: "center",
                gap: 1,
                minWidth: 0,
                ...focusRing,
              }}
            >
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: "1.25rem" }}>
                {t("appName")}
              </Typography>
            </Link>
            <Link
              component={RouterLink}
              to="/app/temples"
              aria-label={t("nav.findTemple")}
              sx={{
                ...headerButton,
                ml: "auto",
                flexShrink: 0,
                display: { xs: "inline-flex", [COMPACT]: "none" },
              }}
            >
              <Icon name="search" />
            </Link>
            <Link
              component={RouterLink}
              to={signedIn ? "/app/bookings" : "/signin"}
              sx={{
                color: "primary.main",
                bgcolor: "#fff",
                px: { xs: 1, [COMPACT]: 1.5 },
                py: 0.5,
                borderRadius: 1,
                fontWeight: 600,
                textDecoration: "none",
                whiteSpace: "nowrap",
                flexShrink: 0,
                ml: { [COMPACT]: "auto" },
                ...focusRing,
              }}
            >
              {signedIn ? t("nav.myBookings") : t("nav.signIn")}
            </Link>
            <Box
              component="button"
              type="button"
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              aria-label={menuOpen ? t("visit:header.closeMenu") : t("visit:header.menu")}
              onClick={() => setMenuOpen((open) => !open)}
              onKeyDown={(e) => e.key === "Escape" && setMenuOpen(false)}
              sx={{
                ...headerButton,
                flexShrink: 0,
                display: { xs: "inline-flex", [COMPACT]: "none" },
              }}
            >
              <Icon name={menuOpen ? "close" : "menu"} />
            </Box>
          </Stack>
          <Box
            id="site-menu"
            onKeyDown={(e) => e.key === "Escape" && setMenuOpen(false)}
            sx={{
              display: { xs: menuOpen ? "block" : "none", [COMPACT]: "block" },
              pb: { xs: 1, [COMPACT]: 0 },
            }}
          >
            <Box component="nav" aria-label={t("nav.label")} sx={{ mt: 1 }}>
              <Box
                component="ul"
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  gap: "4px 16px",
                  m: 0,
                  p: 0,
                  listStyle: "none",
                }}
              >
                {/* The way into discovery (issue 6), first in the menu of every public page. */}
                <li>
                  <Link
                    component={RouterLink}
                    to="/app/temples"
                    sx={{ color: "#fff", fontWeight: 700, textUnderlineOffset: 3, ...focusRing }}
                  >
                    {t("nav.findTemple")}
                  </Link>
                </li>
                {/* The temple shop (issue 13), beside discovery. */}
                <li>
                  <Link
                    component={RouterLink}
                    to="/app/shop"
                    sx={{ color: "#fff", fontWeight: 700, textUnderlineOffset: 3, ...focusRing }}
                  >
                    {t("nav.shop")}
                  </Link>
                </li>
                {ANCHORS.map((a) => (
                  <li key={a.id}>
                    <Link
                      component={RouterLink}
                      to={{ pathname: "/app", hash: a.id }}
                      sx={{ color: "#fff", textUnderlineOffset: 3, ...focusRing }}
                    >
                      {t(a.label)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
            <Stack
              direction="row"
              sx={{ mt: 1, flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
              aria-label={t("settings")}
              role="group"
            >
              <LanguageSwitcher color="#fff" />
              <Box sx={{ bgcolor: "#fff", borderRadius: 1 }}>
                <TextSizeSetting />
              </Box>
            </Stack>
          </Box>
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        {children}
      </Box>
      <Box component="footer" sx={{ bgcolor: "#0f172a", color: "#e2e8f0", mt: 6, py: 3 }}>
        <Container>
          <Box component="nav" aria-label={t("footer.label")}>
            <Box
              component="ul"
              sx={{
                display: "flex",
                flexWrap: "wrap",
                gap: "8px 24px",
                m: 0,
                p: 0,
                listStyle: "none",
              }}
            >
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <Link component={RouterLink} to={l.to} sx={{ color: "#e2e8f0", ...focusRing }}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Typography sx={{ mt: 2, fontSize: "0.875rem" }}>
            {t("footer.copyright", { year: new Date().getFullYear() })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
