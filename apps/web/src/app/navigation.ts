import type { Role } from "./session";

/** Roles of the back-office (ARCHITECTURE.md "Roles"); `user` and `GUEST` never see it. */
export const STAFF: Role[] = ["SA", "admin", "editor"];
export const CMS_ALL: Role[] = ["SA", "admin"];
/** The staff workspace (issue 11): inbox, notifications and chat are for every staff role. */
export const WORKSPACE: Role[] = ["SA", "admin", "editor"];
/** Staff booking pages (issue 6): the server's staff booking routes allow SA and admin. */
export const BOOKINGS_STAFF: Role[] = ["SA", "admin"];
/** User management (issue 12): the server's `/api/user/*` management routes are SA only. */
export const USER_ADMIN: Role[] = ["SA"];
/** The temple shop's back-office (issue 13): the server's order and invoice routes allow these. */
export const SHOP_STAFF: Role[] = ["SA", "admin"];
/** Donations (issue 18): the server's staff donation routes allow SA and admin. */
export const DONATIONS_STAFF: Role[] = ["SA", "admin"];

export interface NavLink {
  name: string;
  path: string;
  roles: Role[];
  badge?: { value: string; color: "primary" | "secondary" | "error" };
}
export interface NavGroup {
  name: string;
  icon: string;
  roles: Role[];
  children: NavLink[];
}
export type NavItem =
  | { type: "label"; label: string }
  | ({ type: "link"; icon: string } & NavLink)
  | ({ type: "group" } & NavGroup)
  | { type: "external"; name: string; icon: string; href: string };

const group = (name: string, icon: string, slug: string, roles = CMS_ALL, addName?: string) => ({
  type: "group" as const,
  name,
  icon,
  roles,
  children: [
    { name: addName ?? `Add ${name}`, path: `/templates/add-${slug}`, roles },
    { name: `View ${name}`, path: `/templates/view-${slug}`, roles },
  ],
});

const EDITORIAL: Role[] = ["SA", "admin", "editor"];

/** The side navigation of spec section 2, in its order and with its spellings. */
export const NAVIGATION: NavItem[] = [
  { type: "link", name: "Dashboard", icon: "dashboard", path: "/dashboard/default", roles: ["SA"] },
  { type: "label", label: "CMS" },
  // Spec section 2: the Main Forms group's first entry is labelled 'add deities' (sic).
  group("Main Forms", "auto_awesome", "forms", CMS_ALL, "add deities"),
  group("Category", "category", "category"),
  group("Deities", "self_improvement", "deities"),
  group("Temples", "temple_hindu", "temple"),
  group("Pooja", "local_florist", "pooja"),
  group("Pooja Materials", "inventory_2", "materails"),
  group("Article", "article", "articles", EDITORIAL),
  group("Mantra", "menu_book", "mantra", EDITORIAL),
  group("Employee", "badge", "employee"),
  group("Priest", "person", "priest"),
  group("Representative", "support_agent", "representative"),
  group("States", "map", "state"),
  group("District", "location_city", "district"),
  {
    type: "group",
    name: "Calendar",
    icon: "event",
    roles: EDITORIAL,
    children: [
      { name: "View Calendar", path: "/templates/calendar", roles: EDITORIAL },
      { name: "Add Event", path: "/templates/add-calendar", roles: EDITORIAL },
    ],
  },
  // Issue 6, not in spec section 2: added after the spec's entries, which stay as they are
  // (decision 086).
  { type: "label", label: "Operations" },
  {
    type: "group",
    name: "Bookings",
    icon: "receipt_long",
    roles: BOOKINGS_STAFF,
    children: [
      { name: "Bookings", path: "/bookings", roles: BOOKINGS_STAFF },
      { name: "Day sheet", path: "/bookings/day-sheet", roles: BOOKINGS_STAFF },
      // Issue 15, part 3: releases of a pooja's dates at a set time, and their queues.
      { name: "Quota releases", path: "/bookings/quota-releases", roles: BOOKINGS_STAFF },
    ],
  },
  // Issue 13, after Bookings (decision 125): the shop, its orders and invoices, and the product
  // pages of the CMS.
  {
    type: "group",
    name: "Shop",
    icon: "storefront",
    roles: SHOP_STAFF,
    children: [
      { name: "Shop", path: "/shop", roles: SHOP_STAFF },
      { name: "Orders", path: "/shop/orders", roles: SHOP_STAFF },
      { name: "Invoices", path: "/invoices", roles: SHOP_STAFF },
      { name: "Add invoice", path: "/invoices/add", roles: SHOP_STAFF },
      { name: "View Products", path: "/templates/view-product", roles: SHOP_STAFF },
      { name: "Add Products", path: "/templates/add-product", roles: SHOP_STAFF },
    ],
  },
  // Issue 18, after the shop (decision 170): the donations list with its Form 10BD export, and
  // the CMS pages of each temple's donation purposes.
  {
    type: "group",
    name: "Donations",
    icon: "volunteer_activism",
    roles: DONATIONS_STAFF,
    children: [
      { name: "Donations", path: "/donations", roles: DONATIONS_STAFF },
      {
        name: "View Donation purposes",
        path: "/templates/view-donation-purpose",
        roles: DONATIONS_STAFF,
      },
      {
        name: "Add Donation purpose",
        path: "/templates/add-donation-purpose",
        roles: DONATIONS_STAFF,
      },
    ],
  },
  // Issue 11, not in spec section 2 (which names no path for them): decision 103.
  { type: "label", label: "Workspace" },
  { type: "link", name: "Inbox", icon: "mail", path: "/inbox", roles: WORKSPACE },
  {
    type: "link",
    name: "Notifications",
    icon: "notifications",
    path: "/notifications",
    roles: WORKSPACE,
  },
  // Issue 12, not in spec section 2 (which gives the template's todo, scrum board and user list
  // no paths): under the same label, after issue 11's entries (decision 113).
  { type: "link", name: "Todo", icon: "checklist", path: "/todo", roles: STAFF },
  { type: "link", name: "Scrum board", icon: "view_kanban", path: "/scrum-board", roles: STAFF },
  { type: "link", name: "Users", icon: "manage_accounts", path: "/users", roles: USER_ADMIN },
];

/** Every guarded path of spec section 2 with the roles that may open it. */
export interface GuardedRoute {
  /** A static path, or a pattern with `:param` segments (a page of one record). */
  path: string;
  title: string;
  roles: Role[];
}

const titleOf = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

const navRoutes: GuardedRoute[] = NAVIGATION.flatMap((item) =>
  item.type === "group"
    ? item.children.map((c) => ({ path: c.path, title: c.name, roles: c.roles }))
    : [],
);

const demo = (prefix: string, slugs: string[]): GuardedRoute[] =>
  slugs.map((s) => ({ path: `/${prefix}/${s}`, title: titleOf(s), roles: STAFF }));

export const GUARDED_ROUTES: GuardedRoute[] = [
  { path: "/dashboard", title: "Dashboard", roles: ["SA"] },
  { path: "/dashboard/default", title: "Dashboard", roles: ["SA"] },
  ...navRoutes,
  { path: "/bookings/:id", title: "Booking", roles: BOOKINGS_STAFF },
  { path: "/shop/orders/:id", title: "Order", roles: SHOP_STAFF },
  { path: "/invoices/:id", title: "Invoice", roles: SHOP_STAFF },
  ...demo("utilities", [
    "color",
    "spacing",
    "typography",
    "display",
    "height-width",
    "position",
    "shadow",
    "misc",
  ]),
  ...demo("material", [
    "table",
    "form",
    "buttons",
    "icons",
    "progress",
    "menu",
    "checkbox",
    "switch",
    "radio",
    "slider",
    "autocomplete",
    "expansion-panel",
    "dialog",
    "snackbar",
  ]),
  // Booking and revenue figures: the roles that see bookings (issue 14).
  { path: "/charts/echarts", title: "Echarts", roles: BOOKINGS_STAFF },
  ...demo("others", ["drag-and-drop"]),
  ...demo("forms", ["basic", "editor", "upload"]),
  { path: "/map", title: "Map", roles: STAFF },
  // Issue 5's contact messages are the inbox's contact folder now (issue 11, decision 103).
  { path: "/inbox/contact", title: "Contact messages", roles: CMS_ALL },
  { path: "/inbox", title: "Inbox", roles: WORKSPACE },
  { path: "/inbox/:id", title: "Message", roles: WORKSPACE },
  { path: "/notifications", title: "Notifications", roles: WORKSPACE },
  // Issue 12 (decision 113).
  { path: "/todo", title: "Todo", roles: STAFF },
  { path: "/scrum-board", title: "Scrum board", roles: STAFF },
  { path: "/scrum-board/:id", title: "Board", roles: STAFF },
  { path: "/users", title: "Users", roles: USER_ADMIN },
];

/** True for a route of one record (`/bookings/:id`): no menu or search entry, no landing page. */
export const isPattern = (path: string) => path.includes("/:");

/** The guarded route `pathname` opens: its exact path, else a pattern whose segments fit. */
export function guardedRouteOf(pathname: string): GuardedRoute | undefined {
  const exact = GUARDED_ROUTES.find((r) => r.path === pathname);
  if (exact) return exact;
  const segments = pathname.split("/");
  return GUARDED_ROUTES.find((r) => {
    if (!isPattern(r.path)) return false;
    const pattern = r.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((p, i) => p.startsWith(":") || p === segments[i])
    );
  });
}

/** Where a staff member lands when a page is not theirs: never a page that redirects again. */
export function firstAllowedPath(role: Role): string {
  const route = GUARDED_ROUTES.find(
    (r) => r.roles.includes(role) && r.path !== "/dashboard" && !isPattern(r.path),
  );
  return route?.path ?? "/session/404";
}
