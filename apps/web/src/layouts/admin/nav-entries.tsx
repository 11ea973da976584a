import {
  Badge,
  Chip,
  Divider,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from "@mui/material";
import type { ReactElement } from "react";
import { NavLink } from "react-router";
import type { NavLink as NavLinkItem } from "../../app/navigation";
import { NavIcon } from "./nav-icons";
import { labelLine, type ShellLabel, useShellLabel } from "./shell-labels";

/** Shared look of a sidebar row; `.active` is set by react-router's NavLink on the current page. */
export const rowSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  color: "text.primary",
  "&.active": {
    bgcolor: "primary.main",
    color: "primary.contrastText",
    "& .MuiListItemIcon-root": { color: "primary.contrastText" },
  },
  "&.active:hover": { bgcolor: "primary.dark" },
} as const;

const iconSx = { minWidth: 36, color: "text.secondary" } as const;

export function NavBadge({ badge }: { badge: NavLinkItem["badge"] }) {
  if (!badge) return null;
  return <Chip size="small" label={badge.value} color={badge.color} sx={{ ml: 1, height: 20 }} />;
}

/** A row's words: the spec's English with its translation beneath, or the translation alone. */
export function RowText({ label }: { label: ShellLabel }) {
  return (
    <ListItemText
      primary={label.text}
      secondary={label.beside}
      slotProps={{
        primary: { noWrap: true, lang: label.lang },
        secondary: { noWrap: true, sx: { fontSize: 12, color: "inherit", opacity: 0.75 } },
      }}
      sx={{ my: label.beside ? 0 : undefined }}
    />
  );
}

/** A row of the folded (icons only) sidebar names itself beside it on hover and focus. */
function CompactTip({ name, compact, row }: { name: string; compact: boolean; row: ReactElement }) {
  return compact ? (
    <Tooltip title={name} placement="right">
      {row}
    </Tooltip>
  ) : (
    row
  );
}

interface LinkRowProps {
  name: string;
  path: string;
  icon?: string;
  badge?: NavLinkItem["badge"];
  compact: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

/** An internal link: NavLink gives the active class and aria-current="page". */
export function LinkRow({ name, path, icon, badge, compact, nested, onNavigate }: LinkRowProps) {
  const label = useShellLabel()(name);
  const row = (
    <ListItemButton
      component={NavLink}
      to={path}
      end
      onClick={onNavigate}
      aria-label={compact ? labelLine(label) : undefined}
      sx={{ ...rowSx, pl: nested && !compact ? 6.5 : 2, justifyContent: "center" }}
    >
      {icon && (
        <ListItemIcon sx={iconSx}>
          {compact && badge ? (
            <Badge variant="dot" color={badge.color}>
              <NavIcon name={icon} />
            </Badge>
          ) : (
            <NavIcon name={icon} />
          )}
        </ListItemIcon>
      )}
      {!compact && <RowText label={label} />}
      {!compact && <NavBadge badge={badge} />}
    </ListItemButton>
  );
  return <CompactTip name={labelLine(label)} compact={compact} row={row} />;
}

/** An external link opens in a new tab and gives the new page no handle on this one. */
export function ExternalRow(props: {
  name: string;
  href: string;
  icon: string;
  compact: boolean;
  newTabHint: string;
}) {
  const { href, icon, compact, newTabHint } = props;
  const name = labelLine(useShellLabel()(props.name));
  const row = (
    <ListItemButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} (${newTabHint})`}
      sx={rowSx}
    >
      <ListItemIcon sx={iconSx}>
        <NavIcon name={icon} />
      </ListItemIcon>
      {!compact && <ListItemText primary={name} />}
      {!compact && <NavIcon name="open_in_new" sx={{ fontSize: 14, color: "text.secondary" }} />}
    </ListItemButton>
  );
  return <CompactTip name={name} compact={compact} row={row} />;
}

export function LabelRow({ label: english, compact }: { label: string; compact: boolean }) {
  const label = useShellLabel()(english);
  // Compact mode is icons only: the heading becomes a plain divider line.
  if (compact) return <Divider component="li" sx={{ my: 1, mx: 2 }} aria-hidden />;
  return (
    <ListSubheader
      disableSticky
      sx={{
        bgcolor: "transparent",
        color: "text.secondary",
        fontSize: 11,
        letterSpacing: 1,
        lineHeight: "32px",
        textTransform: "uppercase",
      }}
    >
      <span lang={label.lang}>{label.text}</span>
      {label.beside && ` · ${label.beside}`}
    </ListSubheader>
  );
}
