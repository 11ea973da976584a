import Check from "@mui/icons-material/Check";
import Logout from "@mui/icons-material/Logout";
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from "@mui/material";
import { LANGUAGES } from "@sannidhi/site/languages";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../app/session";
import { prepareScriptFonts } from "../../lib/fonts";

/**
 * The user menu's popup: its own chunk, loaded on first use (issue 14's budget, decision 136).
 * Staff choose the back-office's language here (issue 38): the six languages, each named in its
 * own script; the choice is kept as the public site's is (lib/i18n.ts).
 */
export function UserMenuList({
  anchor,
  name,
  onClose,
}: {
  anchor: HTMLElement | null;
  name: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation("admin");
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography fontWeight={600}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`roles.${user.role}`)}
        </Typography>
      </Box>
      <Divider />
      <ListSubheader sx={{ lineHeight: "32px" }}>{t("user.language")}</ListSubheader>
      {LANGUAGES.map(({ code, label }) => {
        const chosen = i18n.language === code;
        return (
          <MenuItem
            key={code}
            role="menuitemradio"
            aria-checked={chosen}
            lang={code}
            selected={chosen}
            onClick={() => {
              onClose();
              // The script's font before its text is drawn (lib/fonts.ts).
              void prepareScriptFonts(code).then(() => i18n.changeLanguage(code));
            }}
          >
            <ListItemIcon>{chosen && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem
        onClick={async () => {
          onClose();
          await signOut();
          navigate("/app", { replace: true });
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t("user.signOut")}
      </MenuItem>
    </Menu>
  );
}
