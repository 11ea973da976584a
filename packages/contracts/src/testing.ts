/**
 * Test support: walks zod schemas so suites can check rules over every field of the contract
 * (the URL rule of issue 10) without naming the fields. Not used at run time.
 */
export type SchemaDef = Record<string, unknown> & { type: string };

export interface SchemaNode {
  schema: unknown;
  def: SchemaDef;
  /** The object key this schema sits under (kept through wrappers, arrays and pipes). */
  key?: string;
  /** True for the schema written directly as an object property. */
  property: boolean;
}

export const defOf = (schema: unknown): SchemaDef | undefined =>
  (schema as { _zod?: { def: SchemaDef } } | null)?._zod?.def;

const WRAPPED = ["innerType", "element", "in", "out", "left", "right", "keyType", "valueType"];

/** Every schema reachable from `root`: objects, arrays, wrappers, pipes, unions, lazies … */
export function schemaNodes(root: unknown): SchemaNode[] {
  const seen = new Set<unknown>();
  const out: SchemaNode[] = [];
  const visit = (schema: unknown, key: string | undefined, property: boolean) => {
    const def = defOf(schema);
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    out.push({ schema, def, key, property });
    for (const k of WRAPPED) if (def[k]) visit(def[k], key, false);
    for (const k of ["options", "items"]) {
      if (Array.isArray(def[k])) for (const s of def[k] as unknown[]) visit(s, key, false);
    }
    if (typeof def.getter === "function") visit((def.getter as () => unknown)(), key, false);
    if (def.shape) {
      for (const [k, s] of Object.entries(def.shape as object)) visit(s, k, true);
    }
  };
  visit(root, undefined, false);
  return out;
}
