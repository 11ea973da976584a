import type { ListMeta, Translations } from "@sannidhi/contracts";
import { and, asc, desc, getTableName, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ReadyContext } from "../../app.js";
import type { Db } from "../../db/client.js";
import { isStillReferenced, mapDbError, pgErrorOf } from "../../lib/db-errors.js";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { TempleScope } from "../../lib/temple-scope.js";
import type { AuthUser } from "../../plugins/auth.js";
import { recordAudit } from "../audit/audit.repository.js";
import { diff, snapshot, toDtos } from "./resource.dto.js";
import { canWrite, type ResourceDef } from "./resource.js";
import * as repo from "./resource.repository.js";
import { cleanTranslations, mergeTranslations, searchCondition } from "./translations.js";

export interface ListParams {
  page: number;
  limit: number;
  q?: string | undefined;
  sort?: string | undefined;
  [filter: string]: unknown;
}

/** "A temple", "An article": the subject of generic messages. */
const subject = (def: ResourceDef) =>
  `${/^[aeiou]/i.test(def.meta.label) ? "An" : "A"} ${def.meta.label.toLowerCase()}`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who reads: anyone (no user), or a signed-in person with the temples they act for. */
export interface Reader {
  user?: AuthUser | undefined;
  scope?: TempleScope | undefined;
}
/** Who writes: a signed-in writer of the resource, with the temples they act for. */
export interface Writer {
  user: AuthUser;
  scope: TempleScope;
}
/** The scope of a writer whose scope was never found: no temple at all (fails closed). */
export const NO_TEMPLE = TempleScope.fromGrants(false, []);

/**
 * The rows a caller sees (issue 33, docs/decisions/200). Callers who cannot write a resource see
 * what its declaration calls public. Its writers see, of a temple-owned resource, the rows of the
 * temples they act for (every state: drafts, unpublished) and, where the resource is public, the
 * rows of no temple (the trust's festivals); of a trust-owned resource, every row if they act for
 * the whole trust, else what is public.
 */
function visibility(def: ResourceDef, reader: Reader): SQL | undefined {
  if (!canWrite(def, reader.user?.role)) return def.publicWhere;
  const scope = reader.scope ?? NO_TEMPLE;
  if (scope.trustWide) return undefined;
  if (!def.templeOf) return def.publicWhere;
  const ofNoTemple = def.meta.publicRead ? and(isNull(def.templeOf), def.publicWhere) : undefined;
  return or(scope.where(def.templeOf), ofNoTemple) ?? sql`false`;
}

/** The temple a row (or an input) belongs to, for a temple-owned resource. */
const templeOfRow = (def: ResourceDef, row: Record<string, unknown>) =>
  def.templeOf ? (row[repo.columnKey(def.table, def.templeOf)] as string | null | undefined) : null;

/**
 * A writer may write this row: its temple is theirs (a trust-owned resource's writers passed the
 * trust-wide guard already), and the resource's own rule agrees (`mayWrite`).
 */
function assertMayWrite(def: ResourceDef, writer: Writer, row: Record<string, unknown>) {
  if (def.templeOf) writer.scope.assertWritable(templeOfRow(def, row));
  const refused = def.mayWrite?.(writer.user.role, row);
  if (refused) throw forbidden(refused);
}

export async function listResource(
  db: Db,
  def: ResourceDef,
  params: ListParams,
  reader: Reader,
): Promise<{ data: Record<string, unknown>[]; meta: ListMeta }> {
  const where: (SQL | undefined)[] = [visibility(def, reader)];
  if (params.q) {
    const pattern = `%${escapeLike(params.q)}%`;
    where.push(or(...def.search.map((c) => searchCondition(def, c, pattern))));
  }
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    const value = params[name];
    if (value !== undefined) where.push(filter.where(value as never));
  }
  const { rows, total } = await repo.findPage(
    db,
    def,
    and(...where),
    orderBy(def, params.sort),
    params.limit,
    (params.page - 1) * params.limit,
  );
  return {
    data: await toDtos(db, def, rows),
    meta: { total, page: params.page, limit: params.limit },
  };
}

function orderBy(def: ResourceDef, sort: string | undefined): SQL[] {
  const wanted = sort ?? def.defaultSort;
  const key = wanted.replace(/^-/, "");
  // Own keys only: `sort=__proto__` or `constructor` must not find Object.prototype (issue 35).
  const column = Object.hasOwn(def.sort, key) ? def.sort[key] : undefined;
  if (!column) {
    const allowed = Object.keys(def.sort).join(", ");
    const message = `sort must be one of ${allowed} (prefix - for descending)`;
    throw new AppError("VALIDATION", message, 400, [{ path: "querystring.sort", message }]);
  }
  // The id breaks ties so pages never repeat or skip rows.
  return [wanted.startsWith("-") ? desc(column) : asc(column), asc(def.id)];
}

export async function getResource(db: Db, def: ResourceDef, id: string, reader: Reader) {
  const row = await repo.findById(db, def, id, visibility(def, reader));
  if (!row) throw notFound(`${def.meta.label} not found`);
  const [dto] = await toDtos(db, def, [row]);
  return dto as Record<string, unknown>;
}

async function writing<T>(def: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A missing target of a link table is reported on the contract's list field.
    const pg = pgErrorOf(err);
    const link = def.links?.find((l) => getTableName(l.table) === pg?.table);
    if (pg?.code === "23503" && link) {
      const message = `One of the chosen ${link.field.replace(/Ids$/, "")} entries does not exist`;
      throw new AppError("VALIDATION", message, 400, [{ path: link.field, message }]);
    }
    throw mapDbError(err, subject(def)) ?? err;
  }
}

/**
 * The input with its rich-text fields cleaned (see lib/rich-text.ts) and its translations in
 * their stored form: an update merges them into the row's (`before`), see translations.ts.
 */
function clean(
  def: ResourceDef,
  input: Record<string, unknown>,
  before?: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...input };
  for (const field of def.richText ?? []) {
    const value = out[field];
    if (typeof value === "string") out[field] = sanitizeRichText(value);
  }
  const sent = out.translations as Translations | undefined;
  if (sent && typeof sent === "object") {
    out.translations = before
      ? mergeTranslations(def, before.translations as Translations | undefined, sent)
      : cleanTranslations(def, sent);
  }
  return out;
}

const actor = ({ user }: Writer) => ({ actorId: user.id, actorRole: user.role });

export async function createResource(
  db: Db,
  def: ResourceDef,
  raw: Record<string, unknown>,
  writer: Writer,
  ctx: ReadyContext,
) {
  const input = clean(def, raw);
  assertMayWrite(def, writer, input);
  const id = await writing(def, () =>
    db.transaction(async (tx) => {
      await def.check?.(tx, input);
      const row = await repo.insertRow(tx, def, repo.columnValues(def, input));
      for (const link of def.links ?? []) {
        const targets = input[link.field];
        if (Array.isArray(targets)) await repo.replaceLinks(tx, link, row.id, targets);
      }
      const after = await snapshot(tx, def, row);
      await recordAudit(tx, {
        ...actor(writer),
        resource: def.meta.key,
        entityId: row.id,
        action: "create",
        changes: diff({}, after),
      });
      await def.inWrite?.(ctx, tx, row);
      return row.id;
    }),
  );
  return getResource(db, def, id, writer);
}

export async function updateResource(
  db: Db,
  def: ResourceDef,
  id: string,
  raw: Record<string, unknown>,
  writer: Writer,
  ctx: ReadyContext,
) {
  await writing(def, () =>
    db.transaction(async (tx) => {
      const row = await repo.findById(tx, def, id, visibility(def, writer), true);
      if (!row) throw notFound(`${def.meta.label} not found`);
      const before = await snapshot(tx, def, row);
      const input = clean(def, raw, before);
      // Both the row as it is and as it would be: nobody moves a row out of, or into, a temple
      // they do not act for.
      assertMayWrite(def, writer, row);
      assertMayWrite(def, writer, { ...row, ...input });
      await def.check?.(tx, { ...before, ...input });
      const values = repo.columnValues(def, input);
      const links = (def.links ?? []).filter((l) => Array.isArray(input[l.field]));
      // A save that changes nothing still runs `inWrite`, as `afterWrite` runs after it.
      if (!Object.keys(values).length && !links.length) return def.inWrite?.(ctx, tx, row);
      const updated = (await repo.updateRow(tx, def, id, values)) ?? row;
      for (const link of links)
        await repo.replaceLinks(tx, link, id, input[link.field] as string[]);
      await def.inWrite?.(ctx, tx, updated);
      const changes = diff(before, await snapshot(tx, def, updated));
      if (!Object.keys(changes).length) return;
      await recordAudit(tx, {
        ...actor(writer),
        resource: def.meta.key,
        entityId: id,
        action: "update",
        changes,
      });
    }),
  );
  return getResource(db, def, id, writer);
}

export async function deleteResource(db: Db, def: ResourceDef, id: string, writer: Writer) {
  let name = "";
  try {
    await db.transaction(async (tx) => {
      const row = await repo.findById(tx, def, id, visibility(def, writer), true);
      if (!row) throw notFound(`${def.meta.label} not found`);
      assertMayWrite(def, writer, row);
      name = repo.rowName(def, row);
      const before = await snapshot(tx, def, row);
      await repo.deleteRow(tx, def, id);
      await recordAudit(tx, {
        ...actor(writer),
        resource: def.meta.key,
        entityId: id,
        action: "delete",
        changes: diff(before, {}),
      });
    });
  } catch (err) {
    // The foreign keys refused (they are RESTRICT): say who still refers to it (issue 4).
    if (isStillReferenced(err)) throw await inUse(db, def, id, name);
    throw (err instanceof AppError ? undefined : mapDbError(err, subject(def))) ?? err;
  }
  return { id };
}

async function inUse(db: Db, def: ResourceDef, id: string, name: string) {
  const counts = await repo.countReferrers(db, def, id);
  const what = `${def.meta.label} '${name}'`;
  if (!counts.length) return conflict(`${what} is still in use and cannot be deleted`);
  const parts = counts.map(({ noun, n }) => `${n} ${n === 1 ? noun[0] : noun[1]}`);
  return conflict(`${what} is used by ${parts.join(" and ")}`);
}
