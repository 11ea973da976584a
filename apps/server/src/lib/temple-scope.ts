import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { forbidden } from "./errors.js";

/**
 * The second axis of access (issue 33, docs/decisions/200): the temples a staff member acts
 * for. Made only from the account's grants (`modules/staff/staff-scope.ts`) or, for work no
 * person asked for, `TempleScope.system()`; its constructor is private, so a repository that
 * takes one cannot be handed an object literal that widens it.
 *
 * Repositories of temple-owned rows take it inside their one filter object and apply `where`:
 * a row outside it does not exist for the caller (404), a write into a temple outside it is
 * refused (403, `assertWritable`).
 */
export class TempleScope {
  private constructor(
    /** The whole trust: every temple, and what belongs to no single temple. */
    readonly trustWide: boolean,
    /** The temples granted one by one (empty for a trust-wide scope). */
    readonly templeIds: readonly string[],
  ) {}

  /** The scope an account's grants give. No grant: no temple at all (fails closed). */
  static fromGrants(trustWide: boolean, templeIds: readonly string[]): TempleScope {
    return new TempleScope(trustWide, trustWide ? [] : [...new Set(templeIds)]);
  }

  /** Background work and the server's own reads on behalf of every temple (jobs, seeds). */
  static system(): TempleScope {
    return SYSTEM;
  }

  /** True when the scope covers `templeId` (a row with no temple: trust-wide scopes only). */
  covers(templeId: string | null | undefined): boolean {
    return this.trustWide || (!!templeId && this.templeIds.includes(templeId));
  }

  /** True when the account acts for no temple at all. */
  get empty(): boolean {
    return !this.trustWide && this.templeIds.length === 0;
  }

  /**
   * The condition that keeps rows whose `column` (a temple id) is in scope: nothing for a
   * trust-wide scope, `false` for an empty one. Rows with no temple match trust-wide scopes only.
   */
  where(column: PgColumn): SQL | undefined {
    if (this.trustWide) return undefined;
    if (!this.templeIds.length) return sql`false`;
    return inArray(column, [...this.templeIds]);
  }

  /** A create, or a move, into `templeId` must be into a temple of the scope. */
  assertWritable(templeId: string | null | undefined): void {
    if (this.covers(templeId)) return;
    throw forbidden(
      templeId
        ? "You do not act for this temple"
        : "Only the trust's office may change what belongs to no single temple",
    );
  }
}

const SYSTEM = TempleScope.fromGrants(true, []);

/** How an account's scope is found: filled by the composition root (app.ts). */
export interface ScopeResolver {
  of(user: { id: string; role: string }): Promise<TempleScope>;
}

/**
 * What a route's rows belong to, declared on every non-public route beside its roles (the scope
 * matrix reads it): a temple's (`temple`: the caller's scope narrows them), the whole trust's
 * (`trust`: trust-wide callers only), the caller's own (`own`), or anyone's (`public`).
 */
export const SCOPE_KINDS = ["temple", "trust", "own", "public"] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
