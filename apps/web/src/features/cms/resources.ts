import { type CmsResourceKey, cmsResource } from "@sannidhi/contracts/cms-resources";
import {
  ARTICLE_STATUSES,
  CALENDAR_EVENT_KINDS,
  CATEGORY_SEARCH_LIMIT,
  POOJA_KINDS,
  TEMPLE_STYLES,
} from "@sannidhi/contracts/cms-rules";
import { PRODUCT_CATEGORIES } from "@sannidhi/contracts/shop-rules";
import type { ColumnDef, FieldDef, WebResource } from "./resource-types";

const name: FieldDef = { name: "name", kind: "text", half: true };
const title: FieldDef = { name: "title", kind: "text", half: true };
const slug: FieldDef = { name: "slug", kind: "text", half: true };
// The same fixed +91 input as sign-in (issue 19): staff type ten digits, never "+91…".
const mobile: FieldDef = { name: "mobile", kind: "mobile", half: true };
const description: FieldDef = { name: "description", kind: "textarea" };
const image: FieldDef = { name: "image", kind: "image" };
const temple: FieldDef = { name: "templeId", kind: "ref", resource: "temples", half: true };

const byName: ColumnDef = { field: "name", sort: "name" };
const byTitle: ColumnDef = { field: "title", sort: "title" };
const created: ColumnDef = { field: "createdAt", sort: "createdAt", format: "date" };

type Declared = Omit<WebResource, "meta"> & { key: CmsResourceKey };
const declare = ({ key, ...rest }: Declared): WebResource => ({ meta: cmsResource(key), ...rest });

/**
 * Every staff CMS resource, declared once (CONVENTIONS.md habit 10): base path and pages come
 * from the contract's CMS_RESOURCES (spec section 2 spellings, `add-materails` included),
 * validation from the contract schemas (`resource-schemas.ts`, which only the forms import, so a
 * list page's first load has no zod: decision 136); this file adds only table columns and form
 * layout.
 */
export const WEB_RESOURCES: WebResource[] = [
  declare({
    key: "mainForms",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "deity", format: "ref" }, created],
    fields: [
      { name: "deityId", kind: "ref", resource: "deities", half: true },
      name,
      description,
      image,
    ],
  }),
  declare({
    key: "categories",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "description" }, created],
    fields: [name, description],
    // Spec section 7: the category picker loads `/api/category/search?limit=49`.
    optionsPath: () => `/api/category/search?limit=${CATEGORY_SEARCH_LIMIT}`,
  }),
  declare({
    key: "deities",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, created],
    fields: [name, description, image],
  }),
  declare({
    key: "temples",
    titleField: "name",
    defaultSort: "name",
    columns: [
      byName,
      { field: "town", sort: "town" },
      { field: "district", format: "ref" },
      { field: "state", format: "ref" },
      { field: "published", format: "bool" },
    ],
    fields: [
      name,
      slug,
      { name: "mainFormId", kind: "ref", resource: "mainForms", half: true },
      { name: "categoryIds", kind: "refs", resource: "categories", half: true },
      { name: "stateId", kind: "ref", resource: "states", half: true },
      { name: "districtId", kind: "ref", resource: "districts", dependsOn: "stateId", half: true },
      { name: "town", kind: "text", half: true },
      { name: "pinCode", kind: "text", half: true },
      { name: "address", kind: "textarea" },
      { name: "latitude", kind: "number", half: true },
      { name: "longitude", kind: "number", half: true },
      { name: "phone", kind: "text", half: true },
      { name: "website", kind: "text", half: true },
      { name: "timings", kind: "timings" },
      { name: "description", kind: "rich" },
      { name: "history", kind: "rich" },
      { name: "images", kind: "images" },
      // Issue 19: the generated illustration is drawn in this style until a photo is uploaded.
      { name: "style", kind: "select", options: TEMPLE_STYLES, half: true },
      // Issue 18: the trust printed on donation receipts, and its 80G registration.
      { name: "trustName", kind: "text", half: true },
      { name: "trustPan", kind: "text", half: true },
      { name: "reg80gNumber", kind: "text", half: true },
      { name: "reg80gValidFrom", kind: "text", half: true },
      { name: "reg80gValidUntil", kind: "text", half: true },
      // Issue 38: GST registration, printed on tax invoices (decision 231).
      { name: "gstRegistered", kind: "checkbox", half: true },
      { name: "gstin", kind: "text", half: true },
      { name: "published", kind: "checkbox", states: "templePublished" },
    ],
  }),
  declare({
    key: "poojas",
    titleField: "name",
    defaultSort: "name",
    columns: [
      byName,
      { field: "temple", format: "ref" },
      { field: "kind", sort: "kind", format: "enum" },
      { field: "pricePaise", sort: "pricePaise", format: "money" },
      { field: "active", format: "bool" },
    ],
    fields: [
      temple,
      { name: "kind", kind: "select", options: POOJA_KINDS, half: true },
      name,
      { name: "pricePaise", kind: "money", half: true },
      { name: "durationMinutes", kind: "number", half: true },
      { name: "maxParticipants", kind: "number", half: true },
      { name: "bookingWindowDays", kind: "number", half: true },
      { name: "cutoffHours", kind: "number", half: true },
      { name: "weekdays", kind: "weekdays" },
      { name: "slots", kind: "slots" },
      { name: "materialIds", kind: "refs", resource: "poojaMaterials" },
      { name: "requires", kind: "flags", keys: ["name", "gotra", "nakshatra", "rasi"] },
      { name: "description", kind: "rich" },
      { name: "active", kind: "checkbox" },
    ],
    optionsPath: (templeId) => (templeId ? `/api/poojas?temple_id=${templeId}` : "/api/poojas"),
  }),
  declare({
    key: "poojaMaterials",
    titleField: "name",
    defaultSort: "name",
    columns: [
      byName,
      { field: "unit" },
      { field: "pricePaise", sort: "pricePaise", format: "money" },
      { field: "stock", sort: "stock", format: "count" },
    ],
    fields: [
      name,
      { name: "unit", kind: "text", half: true },
      { name: "pricePaise", kind: "money", half: true },
      { name: "stock", kind: "number", half: true },
      image,
    ],
  }),
  declare({
    key: "articles",
    titleField: "title",
    defaultSort: "-createdAt",
    columns: [
      byTitle,
      { field: "status", sort: "status", format: "enum" },
      { field: "publishedAt", sort: "publishedAt", format: "date" },
      created,
    ],
    fields: [
      title,
      slug,
      { name: "status", kind: "select", options: ARTICLE_STATUSES, half: true },
      { name: "publishedAt", kind: "datetime", half: true },
      { name: "excerpt", kind: "textarea" },
      { name: "body", kind: "rich" },
      { name: "coverImage", kind: "image" },
      { name: "tags", kind: "tags" },
    ],
  }),
  declare({
    key: "mantras",
    titleField: "title",
    defaultSort: "title",
    columns: [byTitle, { field: "deity", format: "ref" }, created],
    fields: [
      title,
      { name: "deityId", kind: "ref", resource: "deities", half: true },
      { name: "textDevanagari", kind: "textarea" },
      { name: "transliteration", kind: "textarea" },
      { name: "meaning", kind: "textarea" },
      { name: "audioUrl", kind: "text" },
    ],
  }),
  declare({
    key: "employees",
    titleField: "name",
    defaultSort: "name",
    columns: [
      byName,
      { field: "mobile" },
      { field: "designation", sort: "designation" },
      { field: "temple", format: "ref" },
      { field: "active", format: "bool" },
    ],
    fields: [
      name,
      mobile,
      { name: "email", kind: "text", half: true },
      { name: "designation", kind: "text", half: true },
      temple,
      { name: "active", kind: "checkbox" },
    ],
  }),
  declare({
    key: "priests",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "mobile" }, { field: "temple", format: "ref" }, created],
    fields: [
      name,
      mobile,
      temple,
      { name: "languages", kind: "tags", half: true },
      { name: "poojaIds", kind: "refs", resource: "poojas", dependsOn: "templeId" },
      { name: "photo", kind: "image" },
    ],
  }),
  declare({
    key: "representatives",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "mobile" }, { field: "state", format: "ref" }, created],
    fields: [
      name,
      mobile,
      { name: "email", kind: "text", half: true },
      { name: "stateId", kind: "ref", resource: "states", half: true },
      { name: "districtIds", kind: "refs", resource: "districts", dependsOn: "stateId" },
      { name: "templeIds", kind: "refs", resource: "temples" },
    ],
  }),
  declare({
    key: "states",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "code", sort: "code" }, { field: "kind", format: "enum" }],
    fields: [
      name,
      { name: "code", kind: "text", half: true },
      { name: "kind", kind: "select", options: ["state", "ut"], half: true },
    ],
  }),
  declare({
    key: "districts",
    titleField: "name",
    defaultSort: "name",
    columns: [byName, { field: "state", format: "ref" }, created],
    fields: [{ name: "stateId", kind: "ref", resource: "states", half: true }, name],
    // Spec section 7: `/api/districts/search?state_id=`; no state chosen, no districts offered.
    optionsPath: (stateId) => (stateId ? `/api/districts/search?state_id=${stateId}` : null),
  }),
  declare({
    key: "calendarEvents",
    titleField: "title",
    defaultSort: "start",
    columns: [
      byTitle,
      { field: "start", sort: "start", format: "date" },
      { field: "kind", format: "enum" },
    ],
    fields: [
      title,
      { name: "kind", kind: "select", options: CALENDAR_EVENT_KINDS, half: true },
      { name: "start", kind: "datetime", half: true },
      { name: "end", kind: "datetime", half: true },
      { name: "allDay", kind: "checkbox" },
      temple,
      { name: "location", kind: "text", half: true },
      { name: "note", kind: "textarea" },
    ],
  }),
  // Issue 13: what temples sell; stock is kept here, orders are in the shop pages.
  declare({
    key: "products",
    titleField: "title",
    defaultSort: "title",
    columns: [
      byTitle,
      { field: "temple", format: "ref" },
      { field: "category", format: "enum" },
      { field: "pricePaise", sort: "pricePaise", format: "money" },
      { field: "stock", sort: "stock", format: "count" },
      { field: "active", format: "bool" },
    ],
    fields: [
      temple,
      { name: "category", kind: "select", options: PRODUCT_CATEGORIES, half: true },
      title,
      { name: "materialId", kind: "ref", resource: "poojaMaterials", half: true },
      { name: "pricePaise", kind: "money", half: true },
      { name: "stock", kind: "number", half: true },
      { name: "gstRate", kind: "number", half: true },
      { name: "hsnCode", kind: "text", half: true },
      { name: "freeShipping", kind: "checkbox" },
      description,
      image,
      { name: "active", kind: "checkbox" },
    ],
  }),
  // Issue 18: what each temple collects donations for (decision 170).
  declare({
    key: "donationPurposes",
    titleField: "name",
    defaultSort: "position",
    columns: [
      byName,
      { field: "temple", format: "ref" },
      { field: "position", sort: "position", format: "count" },
      { field: "active", format: "bool" },
    ],
    fields: [
      temple,
      name,
      { name: "position", kind: "number", half: true },
      description,
      { name: "active", kind: "checkbox" },
    ],
  }),
];

export function webResource(key: CmsResourceKey): WebResource {
  const found = WEB_RESOURCES.find((r) => r.meta.key === key);
  if (!found) throw new Error(`unknown CMS resource ${key}`);
  return found;
}

export type CmsPageKind = "list" | "form" | "calendar";

/** The resource and page kind a `/templates/…` path shows, from the declarations. */
export function pageFor(path: string): { resource: WebResource; kind: CmsPageKind } | undefined {
  for (const resource of WEB_RESOURCES) {
    if (resource.meta.addPage === path) return { resource, kind: "form" };
    if (resource.meta.viewPage === path) {
      return { resource, kind: resource.meta.key === "calendarEvents" ? "calendar" : "list" };
    }
  }
  return undefined;
}
