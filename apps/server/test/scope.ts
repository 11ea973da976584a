import { type AccessFixture, type AccessRequest, accessFixture } from "./access.js";
import { createTemple } from "./catalog.js";
import { CmsFixtures } from "./cms-fixtures.js";
import type { TestContext } from "./helpers.js";
import { createUser, type TestUser } from "./users.js";

/**
 * The callers of the temple-scope matrix (issue 33, "How it is proven"): an admin and an editor
 * who act for temple B only, an admin the SA has not assigned yet, and an admin of the whole
 * trust. Every row makes its objects at another temple (A) and asks as each of them.
 */
export const SCOPE_ACTORS = ["adminB", "editorB", "unassigned", "trustAdmin"] as const;
export type ScopeActor = (typeof SCOPE_ACTORS)[number];

/**
 * What a caller must get: a status, or for a list `"hidden"` (200, and A's object is not in it,
 * nor counted) or `"shown"` (200 with A's object).
 */
export type ScopeExpect = number | "hidden" | "shown";

export interface ScopeRequest extends AccessRequest {
  /** Text that only A's object puts into an answer (its id): lists are searched for it. */
  marker?: string;
}

export interface ScopeFixture extends AccessFixture {
  scoped: Record<ScopeActor, TestUser>;
  /** The temple the B-scoped callers act for. */
  templeB: string;
  /** Makes CMS data as the SA, through the API. */
  cms: CmsFixtures;
}

/**
 * One row of the scope matrix: a registered route whose rows belong to temples or to the trust,
 * and what each caller gets. Rows live beside their routes in `modules/<domain>/<domain>.scope.ts`
 * (`export const scope`); the matrix fails for such a route without a row.
 */
export interface ScopeRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  route: string;
  /** Builds the request for one caller; makes A's objects afresh (as the SA or devotee A). */
  request: (f: ScopeFixture, actor: ScopeActor) => Promise<ScopeRequest> | ScopeRequest;
  expect: Record<ScopeActor, ScopeExpect>;
}

// One per test file: its state codes and name tokens must not repeat within the file.
const cmsOf = new WeakMap<TestContext, CmsFixtures>();

/** The four callers, and the authorization matrix's devotees and SA for making A's objects. */
export async function scopeFixture(ctx: TestContext): Promise<ScopeFixture> {
  const base = await accessFixture(ctx);
  const templeB = (await createTemple(ctx)).temple.id;
  let cms = cmsOf.get(ctx);
  if (!cms) {
    cms = new CmsFixtures(ctx, base.users.SA);
    cmsOf.set(ctx, cms);
  }
  return {
    ...base,
    templeB,
    cms,
    scoped: {
      adminB: await createUser(ctx, "admin", [templeB]),
      editorB: await createUser(ctx, "editor", [templeB]),
      unassigned: await createUser(ctx, "admin", []),
      trustAdmin: await createUser(ctx, "admin", "trust"),
    },
  };
}

/** The usual answers of a booking operation (SA, admin) on A's object. */
export const TEMPLE_OP = (ok: number): Record<ScopeActor, ScopeExpect> => ({
  adminB: 404,
  editorB: 403,
  unassigned: 404,
  trustAdmin: ok,
});
/** A list of an SA/admin route: A's rows only for the trust-wide admin. */
export const TEMPLE_LIST: Record<ScopeActor, ScopeExpect> = {
  adminB: "hidden",
  editorB: 403,
  unassigned: "hidden",
  trustAdmin: "shown",
};
/** A create into temple A: refused for everyone who does not act for it. */
export const INTO_A = (ok: number): Record<ScopeActor, ScopeExpect> => ({
  adminB: 403,
  editorB: 403,
  unassigned: 403,
  trustAdmin: ok,
});
/** A route of the trust's office that admins may use: trust-wide admins only. */
export const TRUST_ONLY = (ok: number): Record<ScopeActor, ScopeExpect> => ({
  adminB: 403,
  editorB: 403,
  unassigned: 403,
  trustAdmin: ok,
});
/** A route of the SA alone: no admin, however wide their grant. */
export const SA_ONLY: Record<ScopeActor, ScopeExpect> = {
  adminB: 403,
  editorB: 403,
  unassigned: 403,
  trustAdmin: 403,
};
