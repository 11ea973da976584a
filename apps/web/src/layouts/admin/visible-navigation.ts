import { GUARDED_ROUTES, guardedRouteOf, isPattern, type NavItem } from "../../app/navigation";
import type { Role } from "../../app/session";

/**
 * The navigation a role may see: links and group children carry their roles; a group shows when
 * its role list admits the role and at least one child is left; a label shows only when an item
 * follows it before the next label (so an editor never sees an empty 'CMS' heading).
 */
export function visibleNavigation(items: NavItem[], role: Role): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (item.type === "link" && !item.roles.includes(role)) continue;
    if (item.type === "group") {
      if (!item.roles.includes(role)) continue;
      const children = item.children.filter((c) => c.roles.includes(role));
      if (children.length === 0) continue;
      kept.push({ ...item, children });
      continue;
    }
    kept.push(item);
  }
  return kept.filter((item, i) => {
    if (item.type !== "label") return true;
    const next = kept[i + 1];
    return next !== undefined && next.type !== "label";
  });
}

/** True when `pathname` is the link's page (or a page below it). */
export function pathMatches(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export interface SearchEntry {
  name: string;
  path: string;
  /** The group or section the entry is listed under in the search results. */
  section: string;
}

const titleOf = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * What the top-bar search looks through: every navigation link the role sees, then the other
 * back-office pages it may open (utilities, material, charts…), which have no sidebar entry.
 */
export function searchEntries(items: NavItem[], role: Role): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const item of visibleNavigation(items, role)) {
    if (item.type === "link") entries.push({ name: item.name, path: item.path, section: "" });
    if (item.type === "group") {
      for (const c of item.children) entries.push({ ...c, section: item.name });
    }
  }
  const listed = new Set(entries.map((e) => e.path));
  for (const r of GUARDED_ROUTES) {
    if (listed.has(r.path) || r.path === "/dashboard" || !r.roles.includes(role)) continue;
    if (isPattern(r.path)) continue; // a page of one record is reached from its list
    const first = r.path.split("/")[1] ?? "";
    entries.push({ name: r.title, path: r.path, section: titleOf(first) });
    listed.add(r.path);
  }
  return entries;
}

export interface Crumb {
  label: string;
  /** The path up to this segment: unique, so it keys the crumb. */
  key: string;
  /** Set when the segment is itself a page one can open. */
  path?: string;
}

/**
 * Breadcrumb of spec section 2: the route's segments; the last one is the page title. A segment
 * named like the one after it is the same place (`/dashboard` only leads to
 * `/dashboard/default`), so each place is named once (issue 19).
 */
export function breadcrumbOf(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs = segments.map((segment, i): Crumb => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const route = guardedRouteOf(path);
    const label = route?.title ?? titleOf(safeDecode(segment));
    return route && i < segments.length - 1 ? { label, key: path, path } : { label, key: path };
  });
  return crumbs.filter((c, i) => c.label !== crumbs[i + 1]?.label);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is shown as typed rather than breaking the page
  }
}
