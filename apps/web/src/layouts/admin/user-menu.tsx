import { Avatar, IconButton } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { type SessionUser, useSession } from "../../app/session";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";

// The menu (Menu, Popover, MenuList) is its own chunk, fetched on the first sign of use — hover,
// focus or touch of the avatar button (decision 136).
const UserMenuList = lazyWithPreload(() =>
  import("./user-menu-list").then((m) => ({ default: m.UserMenuList })),
);

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
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates.
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const name = displayName(user);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("user.open", { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        {...preloadOn(UserMenuList)}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: "secondary.main", fontSize: 14 }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} name={name} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
