import type { CmsResourceKey, CmsResourceMeta } from "@sannidhi/contracts";

/**
 * How one form field is edited. The kind decides the widget; the contract schema
 * (`resource-schemas.ts`, not this file) decides what is valid, so a rule is never written
 * twice (CONVENTIONS.md habit 4).
 */
export type FieldKind =
  | { kind: "text" }
  /** An Indian mobile: ten digits typed after a fixed +91, `+91XXXXXXXXXX` in the value. */
  | { kind: "mobile" }
  | { kind: "textarea" }
  | { kind: "rich" }
  | { kind: "number" }
  /** Paise in the contract, rupees on screen (ARCHITECTURE.md: money is integer paise). */
  | { kind: "money" }
  | { kind: "select"; options: readonly string[] }
  /** One row of another resource; `dependsOn` narrows the options (districts of a state). */
  | { kind: "ref"; resource: CmsResourceKey; dependsOn?: string }
  | { kind: "refs"; resource: CmsResourceKey; dependsOn?: string }
  /**
   * `states`: what each state means to a reader, said under the box (`cms:checkboxStates.<key>.on`
   * and `.off`) — an unticked "Published" hides a temple from every devotee (issue 38, item 7).
   */
  | { kind: "checkbox"; states?: string }
  /** An object of booleans, one checkbox each (a pooja's required devotee details). */
  | { kind: "flags"; keys: readonly string[] }
  | { kind: "tags" }
  | { kind: "weekdays" }
  | { kind: "slots" }
  | { kind: "timings" }
  | { kind: "image" }
  | { kind: "images" }
  | { kind: "datetime" };

export type FieldDef = FieldKind & {
  /** The contract's field name; also the i18n key `fields.<name>` in namespace `cms`. */
  name: string;
  /** Half-width on wide screens; long text and editors take the whole row. */
  half?: boolean;
};

export type ColumnFormat = "text" | "ref" | "money" | "bool" | "date" | "count" | "enum";

export interface ColumnDef {
  /** DTO field shown (a ref column shows `field.name`). */
  field: string;
  /** Server sort key, when the server can sort by it (apps/server cms resources). */
  sort?: string;
  format?: ColumnFormat;
}

/** One staff CMS resource, declared once; the list, form and calendar pages derive from it. */
export interface WebResource {
  meta: CmsResourceMeta;
  /** The field that names a row (pickers, delete dialog): `name` or `title`. */
  titleField: "name" | "title";
  columns: ColumnDef[];
  fields: FieldDef[];
  defaultSort: string;
  /** A picker loads options here instead of the base path (spec section 7 loaders). */
  optionsPath?: (dependsOnValue?: string | null) => string | null;
}
