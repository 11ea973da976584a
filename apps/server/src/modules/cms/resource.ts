import { type CmsResourceKey, type CmsResourceMeta, cmsResource } from "@sannidhi/contracts";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { ReadyContext } from "../../app.js";
import type { Tx } from "../../db/client.js";
import type { ScopeKind } from "../../lib/temple-scope.js";
import type { Role } from "../../plugins/auth.js";

export type { Tx };

/** A many-to-many list carried in the contract as an array of ids (e.g. `categoryIds`). */
export interface LinkDef {
  field: string;
  table: PgTable;
  owner: PgColumn;
  target: PgColumn;
}

/** A referenced row shown in the DTO as `{id, name}` (e.g. `state` beside `stateId`). */
export interface RefDef {
  field: string;
  as: string;
  id: PgColumn;
  name: PgColumn;
}

/** Something that refers to this resource and so blocks its deletion (message of the 409). */
export interface ReferrerDef {
  column: PgColumn;
  /** Singular and plural, as in "is used by 1 temple" / "3 temples". */
  noun: [string, string];
}

export interface FilterDef {
  schema: z.ZodType;
  where: (value: never) => SQL;
}

/**
 * One CMS resource, declared once (ARCHITECTURE.md, CONVENTIONS.md habit 10); the generic
 * routes, service and repository serve it. Only what is special about a resource lives here.
 */
export interface ResourceDef {
  meta: CmsResourceMeta;
  table: PgTable;
  id: PgColumn;
  /** The column that names a row in messages ("Category 'Jyotirlinga' …"). */
  nameColumn: PgColumn;
  create: z.ZodObject;
  update: z.ZodObject;
  dto: z.ZodObject;
  search: PgColumn[];
  /**
   * The column naming the temple a row belongs to (for temples, their id): staff read and write
   * such rows within their temple scope only (issue 33, docs/decisions/200). A resource without
   * it belongs to the whole trust, and only trust-wide staff write it.
   */
  templeOf?: PgColumn;
  /**
   * A rule of who may write a row beyond the resource's roles (e.g. closures are booking
   * operations: SA and admins only); `row` is the stored state, then the merged new state.
   * Returns the reason for a 403, or nothing.
   */
  mayWrite?: (role: Role, row: Record<string, unknown>) => string | undefined;
  sort: Record<string, PgColumn>;
  defaultSort: string;
  filters?: Record<string, FilterDef>;
  /** Rows callers who cannot write this resource may see (e.g. published temples only). */
  publicWhere?: SQL;
  links?: LinkDef[];
  refs?: RefDef[];
  referencedBy?: ReferrerDef[];
  /** Fields holding HTML from the rich-text editor; sanitised before they are stored. */
  richText?: string[];
  /** Rules the database cannot express; throws an AppError. `row` is the merged new state. */
  check?: (tx: Tx, row: Record<string, unknown>) => Promise<void>;
  /**
   * Runs inside a create's or update's transaction, after the write, with the stored row (e.g.
   * a closure queues its staff notice, so it exists if and only if the save commits).
   */
  inWrite?: (ctx: ReadyContext, tx: Tx, row: Record<string, unknown>) => Promise<void>;
  /** Runs once a create or update is committed, with the DTO (e.g. a closure tells devotees). */
  afterWrite?: (
    ctx: ReadyContext,
    log: FastifyBaseLogger,
    dto: Record<string, unknown>,
  ) => Promise<void>;
}

export type ResourceInput = Omit<ResourceDef, "meta"> & { key: CmsResourceKey };

export function defineResource({ key, ...rest }: ResourceInput): ResourceDef {
  return { meta: cmsResource(key), ...rest };
}

/** Whose rows a resource's routes serve: a temple's, or the whole trust's. */
export const scopeKindOf = (def: ResourceDef): Extract<ScopeKind, "temple" | "trust"> =>
  def.templeOf ? "temple" : "trust";

/** Who may read: anyone (published rows) or only the resource's writers. */
export function readRoles(def: ResourceDef): "public" | Role[] {
  return def.meta.publicRead ? "public" : [...def.meta.writeRoles];
}

export function canWrite(def: ResourceDef, role: Role | undefined): boolean {
  return !!role && (def.meta.writeRoles as readonly string[]).includes(role);
}
