import { randomUUID } from "node:crypto";
import type { CmsResourceKey } from "@sannidhi/contracts";
import {
  INTO_A,
  type ScopeActor,
  type ScopeExpect,
  type ScopeFixture,
  type ScopeRow,
  TRUST_ONLY,
} from "../../../test/scope.js";
import { canWrite, type ResourceDef, readRoles } from "./resource.js";
import { calendarEventResource, RESOURCES } from "./resources/index.js";

type Expect = Record<ScopeActor, ScopeExpect>;
interface Made {
  id: string;
  /** What `?q=` finds it by. */
  name: string;
}

/** Temple A of one matrix row: published, so only its unpublished rows are hidden from the public. */
const templesA = new WeakMap<ScopeFixture, Promise<string>>();
function templeA(f: ScopeFixture): Promise<string> {
  let t = templesA.get(f);
  if (!t) {
    t = f.cms.temple().then((r) => r.id);
    templesA.set(f, t);
  }
  return t;
}

/** For each temple-owned resource: a valid body at temple A, and a row of A made by the SA. */
const AT_A: Partial<Record<CmsResourceKey, (f: ScopeFixture) => Promise<Record<string, unknown>>>> =
  {
    // A new temple is outside every temple's scope: only the trust's office adds one. The row is
    // unpublished, so the public view does not show it either.
    temples: (f) => f.cms.templeInput({ published: false }),
    poojas: async (f) => f.cms.poojaInput({ templeId: await templeA(f), active: false }),
    employees: async (f) => ({
      name: `Clerk ${f.cms.token()}`,
      mobile: f.cms.mobile(),
      designation: "Accountant",
      templeId: await templeA(f),
    }),
    priests: async (f) => ({
      name: `Sastri ${f.cms.token()}`,
      mobile: f.cms.mobile(),
      templeId: await templeA(f),
    }),
    calendarEvents: async (f) => f.cms.eventInput({ templeId: await templeA(f) }),
    products: async (f) => ({
      templeId: await templeA(f),
      title: `Panchamirtham ${f.cms.token()}`,
      category: "prasadam",
      pricePaise: 25_000,
      stock: 40,
    }),
    donationPurposes: async (f) => ({
      templeId: await templeA(f),
      name: `Annadanam ${f.cms.token()}`,
    }),
  };
const UPDATE: Partial<Record<CmsResourceKey, Record<string, unknown>>> = {
  temples: { town: "Thanjavur" },
  poojas: { pricePaise: 25_100 },
  employees: { designation: "Executive officer" },
  priests: { languages: ["Telugu"] },
  calendarEvents: { location: "North gate" },
  products: { stock: 12 },
  donationPurposes: { description: "Meals for pilgrims" },
};

async function madeAtA(f: ScopeFixture, def: ResourceDef): Promise<Made> {
  const body = await AT_A[def.meta.key]!(f);
  const row = await f.cms.post(def.meta.path, body);
  return { id: row.id, name: String(body.name ?? body.title) };
}

/**
 * What each caller gets of a temple-owned resource: a writer sees and changes the rows of the
 * temples they act for; a caller who cannot write it sees what the public sees (A's row is
 * unpublished or inactive) or, for a non-public resource, is refused by role.
 */
function templeOwned(def: ResourceDef): Record<"list" | "one" | "create" | "write", Expect> {
  const editorWrites = canWrite(def, "editor");
  const editorReads = editorWrites || readRoles(def) === "public";
  const editorRead = (found: ScopeExpect) => (editorReads ? found : 403);
  return {
    list: {
      adminB: "hidden",
      editorB: editorRead("hidden"),
      unassigned: "hidden",
      trustAdmin: "shown",
    },
    one: { adminB: 404, editorB: editorRead(404), unassigned: 404, trustAdmin: 200 },
    create: INTO_A(200),
    write: { adminB: 404, editorB: editorWrites ? 404 : 403, unassigned: 404, trustAdmin: 200 },
  };
}

function templeRows(def: ResourceDef, base = def.meta.path): ScopeRow[] {
  const e = templeOwned(def);
  const listOf = async (f: ScopeFixture) => {
    const made = await madeAtA(f, def);
    return { url: `${base}?limit=100&q=${encodeURIComponent(made.name)}`, marker: made.id };
  };
  return [
    { method: "GET", route: base, request: listOf, expect: e.list },
    {
      method: "GET",
      route: `${base}/:id`,
      request: async (f) => ({ url: `${base}/${(await madeAtA(f, def)).id}` }),
      expect: e.one,
    },
    {
      method: "POST",
      route: base,
      request: async (f) => ({ url: base, payload: await AT_A[def.meta.key]!(f) }),
      expect: e.create,
    },
    {
      method: "PUT",
      route: `${base}/:id`,
      request: async (f) => ({
        url: `${base}/${(await madeAtA(f, def)).id}`,
        payload: UPDATE[def.meta.key],
      }),
      expect: e.write,
    },
    {
      method: "DELETE",
      route: `${base}/:id`,
      request: async (f) => ({ url: `${base}/${(await madeAtA(f, def)).id}` }),
      expect: e.write,
    },
  ];
}

/**
 * What belongs to the whole trust (shared catalogue, articles, representatives) is written by
 * trust-wide staff only; its public reads are public and not in this matrix.
 */
function trustRows(def: ResourceDef): ScopeRow[] {
  const base = def.meta.path;
  const someId = () => ({ url: `${base}/${randomUUID()}`, payload: {} });
  const reads: ScopeRow[] =
    readRoles(def) === "public"
      ? []
      : [
          { method: "GET", route: base, request: () => ({ url: base }), expect: TRUST_ONLY(200) },
          { method: "GET", route: `${base}/:id`, request: someId, expect: TRUST_ONLY(404) },
        ];
  return [
    ...reads,
    {
      method: "POST",
      route: base,
      request: () => ({ url: base, payload: {} }),
      expect: TRUST_ONLY(400),
    },
    { method: "PUT", route: `${base}/:id`, request: someId, expect: TRUST_ONLY(404) },
    { method: "DELETE", route: `${base}/:id`, request: someId, expect: TRUST_ONLY(404) },
  ];
}

const events = calendarEventResource;
const ev = templeOwned(events);

export const scope: ScopeRow[] = [
  ...RESOURCES.flatMap((def) => (def.templeOf ? templeRows(def) : trustRows(def))),
  // The calendar's spec paths (section 7), beside its REST routes.
  {
    method: "GET",
    route: "/api/calendar/events/all",
    request: async (f) => {
      const made = await madeAtA(f, events);
      return {
        url: `/api/calendar/events/all?limit=100&q=${encodeURIComponent(made.name)}`,
        marker: made.id,
      };
    },
    expect: ev.list,
  },
  {
    method: "POST",
    route: "/api/calendar/events/add",
    request: async (f) => ({
      url: "/api/calendar/events/add",
      payload: await AT_A.calendarEvents!(f),
    }),
    expect: ev.create,
  },
  {
    method: "POST",
    route: "/api/calendar/events/update",
    request: async (f) => ({
      url: "/api/calendar/events/update",
      payload: { id: (await madeAtA(f, events)).id, location: "South gate" },
    }),
    expect: ev.write,
  },
  {
    method: "POST",
    route: "/api/calendar/events/delete",
    request: async (f) => ({
      url: "/api/calendar/events/delete",
      payload: { id: (await madeAtA(f, events)).id },
    }),
    expect: ev.write,
  },
];
