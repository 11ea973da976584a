import Logout from "@mui/icons-material/Logout";
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type SessionUser, useSession } from "../../app/session";

/** What to call the person: their name, else username, else mobile number. */
export function displayName(user: SessionUser): string {
  return user.name || user.username || user.mobile || user.email || user.role;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0] ?? "")
    .join("");
  return (letters.length > 2 ? letters.slice(0, 2) : letters).toUpperCase() || "?";
}

/** The signed-in person's name and role, and Sign out (ends the session, back to /app). */
export function UserMenu() {
  const { t } = useTranslation("admin");
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = displayName(user);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("user.open", { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: "secondary.main", fontSize: 14 }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
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
            setAnchor(null);
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
    </>
  );
}
