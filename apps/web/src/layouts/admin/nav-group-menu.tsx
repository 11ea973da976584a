import { Menu, MenuItem } from "@mui/material";
import { NavLink } from "react-router";
import type { NavGroup } from "../../app/navigation";
import { NavBadge } from "./nav-entries";
import { labelLine, useShellLabel } from "./shell-labels";

interface Props {
  id: string;
  group: NavGroup;
  /** The child that holds the page. */
  selected: string | undefined;
  anchor: HTMLElement | null;
  onClose(): void;
  onNavigate?: () => void;
}

/**
 * A compact sidebar group's pop-out menu: its own chunk, loaded on first use (issue 14's budget,
 * decision 136), so the shell's first load carries no Menu, Popover or MenuList code.
 */
export function NavGroupMenu({ id, group, selected, anchor, onClose, onNavigate }: Props) {
  const label = useShellLabel();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
            onClose();
            onNavigate?.();
          }}
        >
          {labelLine(label(c.name))}
          <NavBadge badge={c.badge} />
        </MenuItem>
      ))}
    </Menu>
  );
}
