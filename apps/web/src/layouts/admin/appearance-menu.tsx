import Check from "@mui/icons-material/Check";
import Palette from "@mui/icons-material/Palette";
import {
  Box,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LAYOUTS } from "./layout-constants";
import { useShellSettings } from "./shell-settings";
import { THEME_COLOURS, THEME_NAMES } from "./themes";

/**
 * The theme picker (about a dozen colour themes, spec section 2) and the layout switcher, whose
 * only layout is 'layout1' (spec section 9). Both choices are remembered by ShellSettings.
 */
export function AppearanceMenu() {
  const { t } = useTranslation("admin");
  const { theme, setTheme, layout, setLayout } = useShellSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t("appearance.open")}>
        <IconButton
          color="inherit"
          aria-label={t("appearance.open")}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Palette />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader>{t("appearance.theme")}</ListSubheader>
        {THEME_NAMES.map((name) => (
          <MenuItem
            key={name}
            selected={name === theme}
            aria-checked={name === theme}
            role="menuitemradio"
            onClick={() => {
              setTheme(name);
              close();
            }}
          >
            <ListItemIcon>
              <Box
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: "50%",
                  bgcolor: THEME_COLOURS[name].primary,
                  border: "2px solid",
                  borderColor: THEME_COLOURS[name].secondary,
                }}
              />
            </ListItemIcon>
            <ListItemText>{t(`themes.${name}`)}</ListItemText>
            {name === theme && <Check fontSize="small" sx={{ ml: 1 }} />}
          </MenuItem>
        ))}
        <ListSubheader>{t("appearance.layout")}</ListSubheader>
        {LAYOUTS.map((name) => (
          <MenuItem
            key={name}
            role="menuitemradio"
            aria-checked={name === layout}
            selected={name === layout}
            onClick={() => {
              setLayout(name);
              close();
            }}
          >
            <ListItemText>{t(`layouts.${name}`)}</ListItemText>
            {name === layout && <Check fontSize="small" sx={{ ml: 1 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
