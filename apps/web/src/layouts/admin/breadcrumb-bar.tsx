import Home from "@mui/icons-material/Home";
import NavigateNext from "@mui/icons-material/NavigateNext";
import { Box, Breadcrumbs, Link, Typography } from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { firstAllowedPath } from "../../app/navigation";
import { useSession } from "../../app/session";
import { labelLine, useShellLabel } from "./shell-labels";
import { breadcrumbOf } from "./visible-navigation";

/**
 * Breadcrumb bar of spec section 2: a home link, then the route's segments, the last of which is
 * the page's title, which also names the browser tab. Home is the first page the person may open
 * (the dashboard for SA).
 */
export function BreadcrumbBar() {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const { user } = useSession();
  const label = useShellLabel();
  // The crumbs in the back-office's language (issue 38); the spec's own words keep their English
  // with the translation beside.
  const crumbs = breadcrumbOf(pathname).map((c) => ({ ...c, label: labelLine(label(c.label)) }));
  const home = user ? firstAllowedPath(user.role) : "/";
  const title = crumbs.at(-1)?.label ?? t("breadcrumb.home");
  // The browser tab is named after the page too, as the public pages are: staff with several
  // tabs open told them apart only by their contents.
  useEffect(() => {
    document.title = `${title} — ${t("common:appName")}`;
  }, [title, t]);
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 3 }}
      data-testid="breadcrumb-bar"
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Breadcrumbs aria-label={t("breadcrumb.label")} separator={<NavigateNext fontSize="small" />}>
        <Link
          component={RouterLink}
          to={home}
          color="inherit"
          sx={{ display: "flex", alignItems: "center" }}
          aria-label={t("breadcrumb.home")}
        >
          <Home fontSize="small" />
        </Link>
        {crumbs.map((c, i) =>
          c.path ? (
            <Link key={c.path} component={RouterLink} to={c.path} color="inherit">
              {c.label}
            </Link>
          ) : (
            <Typography
              key={c.key}
              color={i === crumbs.length - 1 ? "text.primary" : "text.secondary"}
              aria-current={i === crumbs.length - 1 ? "page" : undefined}
            >
              {c.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
