import { AppError } from "./errors.js";

/** What PostgreSQL (pg) and PGlite both report about a failed statement. */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

/** Drizzle wraps driver errors (DrizzleQueryError.cause); find the PostgreSQL one. */
export function pgErrorOf(err: unknown): PgErrorInfo | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as PgErrorInfo;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface ConstraintRule {
  status: 400 | 409;
  field: string;
  message: string;
}

/**
 * Constraints whose violation needs words better than the generic ones below; keyed by the
 * constraint name the schema gives them. Modules add theirs with `registerConstraint`.
 */
const RULES = new Map<string, ConstraintRule>();

export function registerConstraint(name: string, rule: ConstraintRule): void {
  RULES.set(name, rule);
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const human = (s: string) => s.replace(/_id$/, "").replace(/_/g, " ");

/** `Key (slug)=(x) already exists.` → the first column name. */
function keyColumns(detail: string | undefined): string[] {
  const m = /Key \(([^)]+)\)=/.exec(detail ?? "");
  return m?.[1] ? m[1].split(",").map((c) => c.trim().replace(/"/g, "")) : [];
}

/**
 * The one place that turns integrity violations into the error envelope (issue 4): unique →
 * 409 naming the field, foreign key on write → 400 naming the field, still-referenced → 409,
 * check → 400. Anything else is not a client error and stays a 500.
 */
/**
 * A delete refused because rows still refer to it: ON DELETE RESTRICT reports 23001, NO ACTION
 * reports 23503 with "is still referenced".
 */
export function isStillReferenced(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === "23001" || (pg?.code === "23503" && /referenced from/.test(pg.detail ?? ""));
}

export function mapDbError(err: unknown, what = "A record"): AppError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  if (isStillReferenced(err)) {
    return new AppError("CONFLICT", `${what} is still in use and cannot be deleted`, 409);
  }
  const rule = pg.constraint ? RULES.get(pg.constraint) : undefined;
  if (rule) {
    const code = rule.status === 409 ? "CONFLICT" : "VALIDATION";
    return new AppError(code, rule.message, rule.status, [
      { path: rule.field, message: rule.message },
    ]);
  }
  const cols = keyColumns(pg.detail);
  const column = cols[cols.length - 1] ?? "value";
  switch (pg.code) {
    case "23505": {
      const message = `${what} with this ${human(column)} already exists`;
      return new AppError("CONFLICT", message, 409, [
        { path: camel(column), message: `This ${human(column)} is already in use` },
      ]);
    }
    case "23503": {
      const message = `The chosen ${human(column)} does not exist`;
      return new AppError("VALIDATION", message, 400, [{ path: camel(column), message }]);
    }
    case "23514":
    case "23502":
      return new AppError(
        "VALIDATION",
        `${what} breaks the rule ${pg.constraint ?? ""}`.trim(),
        400,
      );
    // The NUL character (U+0000): text refuses it as an invalid byte sequence (22021), jsonb as
    // an untranslatable character (22P05). The contract refuses it first (issue 10).
    case "22021":
    case "22P05":
      return new AppError(
        "VALIDATION",
        "A value contains a character that cannot be stored (such as \\u0000)",
        400,
      );
    case "22P02":
    case "22001":
    case "22003":
    case "22007":
    case "22008":
      return new AppError("VALIDATION", "A value is not valid for its field", 400);
    default:
      return undefined;
  }
}
