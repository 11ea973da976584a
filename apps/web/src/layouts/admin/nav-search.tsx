import Search from "@mui/icons-material/Search";
import { IconButton } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The box loads when the icon is first used: not part of the back-office's first load.
const NavSearchBox = lazy(() => import("./nav-search-box"));

/**
 * The top-bar search of spec section 2 ("top search box toggled by an icon, placeholder
 * 'Search here...'"): finds a back-office page the person may open and goes there.
 */
export function NavSearch() {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const icon = (
    <IconButton color="inherit" aria-label={t("search.open")} onClick={() => setOpen(true)}>
      <Search />
    </IconButton>
  );
  if (!open) return icon;
  return (
    <Suspense fallback={icon}>
      <NavSearchBox onClose={() => setOpen(false)} />
    </Suspense>
  );
}
