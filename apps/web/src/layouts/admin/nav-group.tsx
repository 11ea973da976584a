import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Collapse, List, ListItemButton, ListItemIcon, Tooltip } from "@mui/material";
import { Suspense, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import type { NavGroup } from "../../app/navigation";
import { lazyWithPreload, preloadOn } from "../../lib/lazy-with-preload";
import { LinkRow, RowText, rowSx } from "./nav-entries";
import { NavIcon } from "./nav-icons";
import { labelLine, useShellLabel } from "./shell-labels";
import { pathMatches } from "./visible-navigation";

// The compact group's pop-out menu is its own chunk, fetched on the first sign of use — hover,
// focus or touch of the group's button (decision 136).
const NavGroupMenu = lazyWithPreload(() =>
  import("./nav-group-menu").then((m) => ({ default: m.NavGroupMenu })),
);

interface Props {
  group: NavGroup;
  compact: boolean;
  onNavigate?: () => void;
}

/**
 * A navigation group (spec section 2): starts collapsed and opens by itself when the current path
 * is one of its children. In compact mode the children are shown in a pop-out menu instead.
 */
export function NavGroupRow({ group, compact, onNavigate }: Props) {
  const { pathname } = useLocation();
  const current = group.children.some((c) => pathMatches(pathname, c.path));
  // The child that holds the page: the longest match, so '/bookings/day-sheet' is not also
  // shown under '/bookings'.
  const selected = group.children
    .filter((c) => pathMatches(pathname, c.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  const [open, setOpen] = useState(current);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The compact menu is mounted from its first opening on, so closing animates.
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const label = useShellLabel()(group.name);
  const name = labelLine(label);

  // Following a link elsewhere (search, breadcrumb) opens the group that now holds the page;
  // groups the person opened by hand stay open.
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  if (compact) {
    return (
      <li>
        <Tooltip title={name} placement="right">
          <ListItemButton
            aria-label={name}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? listId : undefined}
            {...preloadOn(NavGroupMenu)}
            onClick={(e) => {
              setAnchor(e.currentTarget);
              setOpened(true);
            }}
            className={current ? "active" : undefined}
            sx={{ ...rowSx, justifyContent: "center" }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: "text.secondary" }}>
              <NavIcon name={group.icon} />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        {opened && (
          <Suspense fallback={null}>
            <NavGroupMenu
              id={listId}
              group={group}
              selected={selected}
              anchor={anchor}
              onClose={() => setAnchor(null)}
              onNavigate={onNavigate}
            />
          </Suspense>
        )}
      </li>
    );
  }

  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        sx={{ ...rowSx, ...(current && { color: "primary.light" }) }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: current ? "primary.light" : "text.secondary" }}>
          <NavIcon name={group.icon} />
        </ListItemIcon>
        <RowText label={label} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={name}>
          {group.children.map((c) => (
            <li key={c.path}>
              <LinkRow
                name={c.name}
                path={c.path}
                badge={c.badge}
                compact={false}
                nested
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}
