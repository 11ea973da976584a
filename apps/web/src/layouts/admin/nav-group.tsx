import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import {
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavGroup } from "../../app/navigation";
import { LinkRow, NavBadge, rowSx } from "./nav-entries";
import { NavIcon } from "./nav-icons";
import { pathMatches } from "./visible-navigation";

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
  const listId = useId();

  // Following a link elsewhere (search, breadcrumb) opens the group that now holds the page;
  // groups the person opened by hand stay open.
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  if (compact) {
    return (
      <li>
        <Tooltip title={group.name} placement="right">
          <ListItemButton
            aria-label={group.name}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? listId : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            className={current ? "active" : undefined}
            sx={{ ...rowSx, justifyContent: "center" }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: "text.secondary" }}>
              <NavIcon name={group.icon} />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          id={listId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: "top", horizontal: "right" }}
          transformOrigin={{ vertical: "top", horizontal: "left" }}
        >
          {group.children.map((c) => (
            <MenuItem
              key={c.path}
              component={NavLink}
              to={c.path}
              end
              selected={c.path === selected}
              onClick={() => {
                setAnchor(null);
                onNavigate?.();
              }}
            >
              {c.name}
              <NavBadge badge={c.badge} />
            </MenuItem>
          ))}
        </Menu>
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
        <ListItemText primary={group.name} slotProps={{ primary: { noWrap: true } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={group.name}>
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
