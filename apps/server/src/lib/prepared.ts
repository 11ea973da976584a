import type { Db } from "../db/client.js";

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and name with drizzle's `.prepare(name)` (placeholders for
 * its values): a named prepared statement on PostgreSQL (parsed once per pooled connection), a
 * kept query text on PGlite. For the reads every request of a surge makes, whose SQL text
 * drizzle would otherwise build again each time (docs/decisions/166, 168).
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
