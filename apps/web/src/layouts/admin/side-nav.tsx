import { List } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NAVIGATION, type NavItem } from "../../app/navigation";
import { useSession } from "../../app/session";
import { ExternalRow, LabelRow, LinkRow } from "./nav-entries";
import { NavGroupRow } from "./nav-group";
import { visibleNavigation } from "./visible-navigation";

interface Props {
  compact: boolean;
  /** Called after following a link, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** The items to render; the spec's NAVIGATION unless a test passes its own. */
  items?: NavItem[];
}

/** The side navigation of spec section 2, showing only what the signed-in role may open. */
export function SideNav({ compact, onNavigate, items = NAVIGATION }: Props) {
  const { t } = useTranslation("admin");
  const { user } = useSession();
  if (!user) return null;
  const visible = visibleNavigation(items, user.role);
  return (
    <nav aria-label={t("nav.label")}>
      <List dense={false} disablePadding sx={{ py: 1 }}>
        {visible.map((item) => {
          switch (item.type) {
            case "label":
              return <LabelRow key={`label-${item.label}`} label={item.label} compact={compact} />;
            case "link":
              return (
                <li key={item.path}>
                  <LinkRow
                    name={item.name}
                    path={item.path}
                    icon={item.icon}
                    badge={item.badge}
                    compact={compact}
                    onNavigate={onNavigate}
                  />
                </li>
              );
            case "external":
              return (
                <li key={item.href}>
                  <ExternalRow
                    name={item.name}
                    href={item.href}
                    icon={item.icon}
                    compact={compact}
                    newTabHint={t("nav.newTab")}
                  />
                </li>
              );
            case "group":
              return (
                <NavGroupRow
                  key={item.name}
                  group={item}
                  compact={compact}
                  onNavigate={onNavigate}
                />
              );
            default:
              return null;
          }
        })}
      </List>
    </nav>
  );
}
