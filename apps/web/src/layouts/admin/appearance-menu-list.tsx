import Check from "@mui/icons-material/Check";
import { Box, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LAYOUTS } from "./layout-constants";
import { useShellSettings } from "./shell-settings";
import { THEME_COLOURS, THEME_NAMES } from "./themes";

/**
 * The appearance menu's popup: its own chunk, loaded on first use (issue 14's budget,
 * decision 136), so the shell's first load carries no Menu, Popover or MenuList code.
 */
export function AppearanceMenuList({
  anchor,
  onClose: close,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
}) {
  const { t } = useTranslation("admin");
  const { theme, setTheme, layout, setLayout } = useShellSettings();
  return (
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
  );
}
