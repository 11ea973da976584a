import type { AuditChanges } from "../../db/schema/audit.js";
import type { ResourceDef, Tx } from "./resource.js";
import { loadLinks, loadRefs, type Row } from "./resource.repository.js";

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/**
 * Rows → what the client sees (CONVENTIONS.md habit 3): dates as ISO strings, link tables as
 * id arrays, referenced rows as `{id, name}`; the DTO schema drops anything not declared.
 */
export async function toDtos(db: Tx, def: ResourceDef, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const links = await loadLinks(db, def, ids);
  const refs = await loadRefs(db, def, rows);
  return rows.map((row) => {
    const dto: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) dto[k] = plain(v);
    for (const [field, byOwner] of links) dto[field] = byOwner.get(row.id) ?? [];
    for (const ref of def.refs ?? []) {
      const id = row[ref.field];
      const name = typeof id === "string" ? refs.get(ref.as)?.get(id) : undefined;
      dto[ref.as] = typeof id === "string" && name !== undefined ? { id, name } : null;
    }
    return dto;
  });
}

/** The audited state of one row: its columns and link lists, without bookkeeping times. */
export async function snapshot(db: Tx, def: ResourceDef, row: Row) {
  const links = await loadLinks(db, def, [row.id]);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k !== "createdAt" && k !== "updatedAt") out[k] = plain(v);
  }
  for (const [field, byOwner] of links) out[field] = byOwner.get(row.id) ?? [];
  return out;
}

/** Each field whose value differs, with its value before and after. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[key] ?? null;
    const a = after[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}
