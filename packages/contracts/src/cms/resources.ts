/** Roles that may write a CMS resource (issue 4: SA and admin all; editor articles, mantras, calendar). */
export type CmsWriteRoles = readonly ("SA" | "admin" | "editor")[];

export interface CmsResourceMeta {
  key: CmsResourceKey;
  /** API base path as the spec spells it (section 7). */
  path: string;
  label: string;
  plural: string;
  /** Web pages of the side navigation (spec section 2), under /templates/. */
  addPage: string;
  viewPage: string;
  /** Lists anyone may read (published rows only for callers who cannot write). */
  publicRead: boolean;
  writeRoles: CmsWriteRoles;
}

export const CMS_RESOURCE_KEYS = [
  "deities",
  "mainForms",
  "categories",
  "temples",
  "poojas",
  "poojaMaterials",
  "articles",
  "mantras",
  "employees",
  "priests",
  "representatives",
  "states",
  "districts",
  "calendarEvents",
  "products",
  "donationPurposes",
] as const;
export type CmsResourceKey = (typeof CMS_RESOURCE_KEYS)[number];

const ALL = ["SA", "admin"] as const;
const EDITORIAL = ["SA", "admin", "editor"] as const;

const r = (
  key: CmsResourceKey,
  path: string,
  label: string,
  plural: string,
  page: string,
  publicRead: boolean,
  writeRoles: CmsWriteRoles = ALL,
): CmsResourceMeta => ({
  key,
  path,
  label,
  plural,
  addPage: `/templates/add-${page}`,
  viewPage: `/templates/view-${page}`,
  publicRead,
  writeRoles,
});

/** Every CMS resource, in side-navigation order (spec section 2). */
export const CMS_RESOURCES: readonly CmsResourceMeta[] = [
  r("mainForms", "/api/maindeity", "Main form", "Main forms", "forms", true),
  r("categories", "/api/category", "Category", "Categories", "category", true),
  r("deities", "/api/deities", "Deity", "Deities", "deities", true),
  r("temples", "/api/temples", "Temple", "Temples", "temple", true),
  r("poojas", "/api/poojas", "Pooja", "Poojas", "pooja", true),
  r(
    "poojaMaterials",
    "/api/poojas_material",
    "Pooja material",
    "Pooja materials",
    "materails",
    true,
  ),
  r("articles", "/api/article", "Article", "Articles", "articles", true, EDITORIAL),
  r("mantras", "/api/mantharas", "Mantra", "Mantras", "mantra", true, EDITORIAL),
  r("employees", "/api/employee", "Employee", "Employees", "employee", false),
  r("priests", "/api/priest", "Priest", "Priests", "priest", false),
  r(
    "representatives",
    "/api/representative",
    "Representative",
    "Representatives",
    "representative",
    false,
  ),
  r("states", "/api/states", "State", "States", "state", true),
  r("districts", "/api/districts", "District", "Districts", "district", true),
  {
    ...r("calendarEvents", "/api/calendar/events", "Event", "Events", "calendar", true, EDITORIAL),
    addPage: "/templates/add-calendar",
    viewPage: "/templates/calendar",
  },
  // Issue 13: what temples sell; after the spec's entries (docs/decisions/121).
  r("products", "/api/products", "Product", "Products", "product", false),
  // Issue 18: what each temple collects donations for (docs/decisions/170).
  r(
    "donationPurposes",
    "/api/donation-purposes",
    "Donation purpose",
    "Donation purposes",
    "donation-purpose",
    false,
  ),
];

export function cmsResource(key: CmsResourceKey): CmsResourceMeta {
  const found = CMS_RESOURCES.find((m) => m.key === key);
  if (!found) throw new Error(`unknown CMS resource ${key}`);
  return found;
}
