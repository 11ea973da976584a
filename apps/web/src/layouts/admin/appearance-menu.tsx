import Palette from "@mui/icons-material/Palette";
import { IconButton, Tooltip } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";

// The menu (Menu, Popover, MenuList and the twelve themes' items) is its own chunk, fetched on
// the first sign of use — hover, focus or touch of the button (decision 136).
const AppearanceMenuList = lazyWithPreload(() =>
  import("./appearance-menu-list").then((m) => ({ default: m.AppearanceMenuList })),
);

/**
 * The theme picker (about a dozen colour themes, spec section 2) and the layout switcher, whose
 * only layout is 'layout1' (spec section 9). Both choices are remembered by ShellSettings.
 */
export function AppearanceMenu() {
  const { t } = useTranslation("admin");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates.
  const [opened, setOpened] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t("appearance.open")}>
        <IconButton
          color="inherit"
          aria-label={t("appearance.open")}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          {...preloadOn(AppearanceMenuList)}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setOpened(true);
          }}
        >
          <Palette />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <AppearanceMenuList anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
