import type { TestContext } from "./helpers.js";
import { createUser, type TestUser } from "./users.js";

/** The callers of the authorization matrix (issue 3, "Done means"). */
export const ACTORS = ["anonymous", "devoteeA", "devoteeB", "editor", "admin", "SA"] as const;
export type Actor = (typeof ACTORS)[number];

export interface AccessFixture {
  ctx: TestContext;
  users: Record<Exclude<Actor, "anonymous">, TestUser>;
}

export interface AccessRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row of the matrix: a registered route and the status each caller gets. Every module keeps
 * its rows beside its routes in `modules/<domain>/<domain>.access.ts` (`export const access`);
 * the matrix test fails for any registered route that has no row.
 */
export interface AccessRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as registered, e.g. `/api/temples/:id`. */
  route: string;
  /** Builds the concrete request for one caller; may create data (e.g. devotee A's booking). */
  request?: (fixture: AccessFixture, actor: Actor) => Promise<AccessRequest> | AccessRequest;
  expect: Record<Actor, number>;
}

/** Every staff role may, devotees are refused, anonymous callers must sign in. */
export const STAFF_ONLY: Record<Actor, number> = {
  anonymous: 401,
  devoteeA: 403,
  devoteeB: 403,
  editor: 200,
  admin: 200,
  SA: 200,
};
/** One caller of each kind, made afresh (a row that logs out or changes roles cannot leak). */
export async function accessFixture(ctx: TestContext): Promise<AccessFixture> {
  return {
    ctx,
    users: {
      devoteeA: await createUser(ctx, "user"),
      devoteeB: await createUser(ctx, "user"),
      editor: await createUser(ctx, "editor"),
      admin: await createUser(ctx, "admin"),
      SA: await createUser(ctx, "SA"),
    },
  };
}
