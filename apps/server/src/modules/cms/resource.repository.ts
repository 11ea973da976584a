import { and, count, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { LinkDef, ResourceDef, Tx } from "./resource.js";

/**
 * The generic queries every CMS resource is served by. With the declarations beside it, this is
 * the only code of the CMS module that builds SQL (CONVENTIONS.md habit 3).
 */
export type Row = Record<string, unknown> & { id: string };

// Drizzle's builders are typed per table; the generic mechanism works on any declared table.
const from = (db: Tx, table: PgTable) => db.select().from(table as never);

export async function findPage(
  db: Tx,
  def: ResourceDef,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows = (await from(db, def.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)) as Row[];
  const [counted] = (await db
    .select({ n: count() })
    .from(def.table as never)
    .where(where)) as { n: number }[];
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findById(
  db: Tx,
  def: ResourceDef,
  id: string,
  where?: SQL,
  lock = false,
): Promise<Row | undefined> {
  const query = from(db, def.table)
    .where(and(eq(def.id, id), where))
    .limit(1);
  const rows = (lock ? await query.for("update") : await query) as Row[];
  return rows[0];
}

/** Keeps only the keys that are columns of the table; turns ISO strings into timestamps. */
export function columnValues(def: ResourceDef, input: Record<string, unknown>) {
  const columns = getTableColumns(def.table as never) as Record<string, PgColumn>;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const column = Object.hasOwn(columns, key) ? columns[key] : undefined;
    if (!column || key === "id" || key === "createdAt" || key === "updatedAt") continue;
    values[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}

export async function insertRow(tx: Tx, def: ResourceDef, values: Record<string, unknown>) {
  const [row] = (await tx
    .insert(def.table as never)
    .values(values as never)
    .returning()) as Row[];
  if (!row) throw new Error(`insert into ${def.meta.key} returned nothing`);
  return row;
}

export async function updateRow(
  tx: Tx,
  def: ResourceDef,
  id: string,
  values: Record<string, unknown>,
) {
  const columns = getTableColumns(def.table as never) as Record<string, PgColumn>;
  const set = columns.updatedAt ? { ...values, updatedAt: new Date() } : values;
  const [row] = (await tx
    .update(def.table as never)
    .set(set as never)
    .where(eq(def.id, id))
    .returning()) as Row[];
  return row;
}

export async function deleteRow(tx: Tx, def: ResourceDef, id: string): Promise<void> {
  await tx.delete(def.table as never).where(eq(def.id, id));
}

/** For each link field, the target ids of every given owner, in a stable order. */
export async function loadLinks(db: Tx, def: ResourceDef, ids: string[]) {
  const out = new Map<string, Map<string, string[]>>();
  for (const link of def.links ?? []) {
    const byOwner = new Map<string, string[]>();
    if (ids.length) {
      const rows = await db
        .select({ owner: link.owner, target: link.target })
        .from(link.table as never)
        .where(inArray(link.owner, ids))
        .orderBy(link.target);
      for (const r of rows as { owner: string; target: string }[]) {
        byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r.target]);
      }
    }
    out.set(link.field, byOwner);
  }
  return out;
}

export async function replaceLinks(tx: Tx, link: LinkDef, ownerId: string, targets: string[]) {
  await tx.delete(link.table as never).where(eq(link.owner, ownerId));
  const unique = [...new Set(targets)];
  if (!unique.length) return;
  const ownerKey = columnKey(link.table, link.owner);
  const targetKey = columnKey(link.table, link.target);
  await tx
    .insert(link.table as never)
    .values(unique.map((t) => ({ [ownerKey]: ownerId, [targetKey]: t })) as never);
}

/** The row key of a declared column (`temple_id` → `templeId`). */
export function columnKey(table: PgTable, column: PgColumn): string {
  const columns = getTableColumns(table as never) as Record<string, PgColumn>;
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`column ${column.name} is not in its link table`);
  return key;
}

/** For each ref, id → display name of the referenced rows of this page. */
export async function loadRefs(db: Tx, def: ResourceDef, rows: Row[]) {
  const out = new Map<string, Map<string, string>>();
  for (const ref of def.refs ?? []) {
    const ids = [...new Set(rows.map((r) => r[ref.field]).filter((v) => typeof v === "string"))];
    const names = new Map<string, string>();
    if (ids.length) {
      const found = await db
        .select({ id: ref.id, name: ref.name })
        .from(ref.id.table as never)
        .where(inArray(ref.id, ids as string[]));
      for (const f of found as { id: string; name: string }[]) names.set(f.id, f.name);
    }
    out.set(ref.as, names);
  }
  return out;
}

/** How many rows of each declared referrer still point at `id` (for the 409 message). */
export async function countReferrers(db: Tx, def: ResourceDef, id: string) {
  const counts: { noun: [string, string]; n: number }[] = [];
  for (const r of def.referencedBy ?? []) {
    const [c] = (await db
      .select({ n: count() })
      .from(r.column.table as never)
      .where(eq(r.column, id))) as { n: number }[];
    const n = Number(c?.n ?? 0);
    if (n > 0) counts.push({ noun: r.noun, n });
  }
  return counts;
}

/** The value of the declared name column of a row ("Jyotirlinga"). */
export function rowName(def: ResourceDef, row: Row): string {
  return String(row[columnKey(def.table, def.nameColumn)] ?? "");
}
