import {
  Box,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { GUARDED_ROUTES } from "../../app/navigation";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { useShellSettings } from "../../layouts/admin/shell-settings";
import { THEME_NAMES, type ThemeName } from "../../layouts/admin/themes";
import StaffPage from "../staff-page";
import { STYLEGUIDE_PAGES } from "./pages";

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
function pageAt(path: string) {
  const load = STYLEGUIDE_PAGES[path];
  if (!load) return null;
  let page = loaded.get(path);
  if (!page) {
    page = lazy(load);
    loaded.set(path, page);
  }
  return page;
}

const slugOf = (path: string) => path.split("/")[2] ?? "";
const groupOf = (path: string) => path.split("/")[1] ?? "";

/**
 * A page of the living style guide (issue 14): the product's own tokens and components in the
 * chosen theme, with links to the other pages of its group and the theme picker at hand, so each
 * sample can be seen in all twelve themes.
 */
export default function StyleguidePage({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation(["styleguide", "admin"]);
  const { theme, setTheme } = useShellSettings();
  const Page = pageAt(path);
  if (!Page) return <StaffPage path={path} title={title} />;
  const group = groupOf(path);
  const siblings = GUARDED_ROUTES.filter(
    (r) => groupOf(r.path) === group && STYLEGUIDE_PAGES[r.path],
  );
  return (
    <Card>
      <PageHeader
        title={t(`pages.${slugOf(path)}`)}
        subheader={t(`groups.${group}`)}
        action={
          <TextField
            select
            size="small"
            label={t("admin:appearance.theme")}
            value={theme}
            onChange={(e) => setTheme(e.target.value as ThemeName)}
            sx={{ minWidth: 160 }}
          >
            {THEME_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`admin:themes.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <CardContent>
        {siblings.length > 1 && (
          <Box component="nav" aria-label={t("frame.pagesOf", { group: t(`groups.${group}`) })}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", mb: 2 }}>
              {siblings.map((r) => (
                <Chip
                  key={r.path}
                  component={RouterLink}
                  to={r.path}
                  clickable
                  label={t(`pages.${slugOf(r.path)}`)}
                  color={r.path === path ? "primary" : "default"}
                  variant={r.path === path ? "filled" : "outlined"}
                  aria-current={r.path === path ? "page" : undefined}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("frame.intro")}
        </Typography>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </CardContent>
    </Card>
  );
}
