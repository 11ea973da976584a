import Logout from "@mui/icons-material/Logout";
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../app/session";

/**
 * The user menu's popup: its own chunk, loaded on first use (issue 14's budget, decision 136).
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
  const { t } = useTranslation("admin");
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
