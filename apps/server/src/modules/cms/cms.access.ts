import { randomUUID } from "node:crypto";
import type { AccessRow, Actor } from "../../../test/access.js";
import { type ResourceDef, readRoles } from "./resource.js";
import { calendarEventResource, RESOURCES } from "./resources/index.js";

type Expect = Record<Actor, number>;
const everyone = (status: number): Expect => ({
  anonymous: status,
  devoteeA: status,
  devoteeB: status,
  editor: status,
  admin: status,
  SA: status,
});

/** Writers get `ok` (a 400 or 404 proves they passed authorisation); others 401/403. */
function writers(def: ResourceDef, ok: number): Expect {
  const roles = def.meta.writeRoles as readonly string[];
  return {
    anonymous: 401,
    devoteeA: 403,
    devoteeB: 403,
    editor: roles.includes("editor") ? ok : 403,
    admin: ok,
    SA: ok,
  };
}

const reads = (def: ResourceDef, ok: number) =>
  readRoles(def) === "public" ? everyone(ok) : writers(def, ok);

/** Rows of the authorization matrix for every CMS route, derived from the declarations. */
function rowsOf(def: ResourceDef): AccessRow[] {
  const base = def.meta.path;
  const someId = () => ({ url: `${base}/${randomUUID()}`, payload: {} });
  return [
    { method: "GET", route: base, expect: reads(def, 200) },
    { method: "GET", route: `${base}/:id`, request: someId, expect: reads(def, 404) },
    {
      method: "POST",
      route: base,
      request: () => ({ url: base, payload: {} }),
      expect: writers(def, 400),
    },
    { method: "PUT", route: `${base}/:id`, request: someId, expect: writers(def, 404) },
    { method: "DELETE", route: `${base}/:id`, request: someId, expect: writers(def, 404) },
  ];
}

const events = calendarEventResource;
const byId = (url: string) => () => ({ url, payload: { id: randomUUID() } });

export const access: AccessRow[] = [
  ...RESOURCES.flatMap(rowsOf),
  { method: "GET", route: "/api/category/search", expect: everyone(200) },
  {
    method: "GET",
    route: "/api/districts/search",
    request: () => ({ url: `/api/districts/search?state_id=${randomUUID()}` }),
    expect: everyone(200),
  },
  { method: "GET", route: "/api/calendar/events/all", expect: everyone(200) },
  {
    method: "POST",
    route: "/api/calendar/events/add",
    request: () => ({ url: "/api/calendar/events/add", payload: {} }),
    expect: writers(events, 400),
  },
  {
    method: "POST",
    route: "/api/calendar/events/update",
    request: byId("/api/calendar/events/update"),
    expect: writers(events, 404),
  },
  {
    method: "POST",
    route: "/api/calendar/events/delete",
    request: byId("/api/calendar/events/delete"),
    expect: writers(events, 404),
  },
];
