import type { z } from "zod";
import { HttpError } from "../../lib/http";
import type { FieldDef } from "./resource-types";

type Values = Record<string, unknown>;

/** What an untouched widget holds when the contract gives no default. */
function emptyOf(field: FieldDef, nullable: boolean): unknown {
  switch (field.kind) {
    case "text":
    case "mobile":
    case "textarea":
    case "select":
      return nullable ? null : "";
    case "rich":
      return "";
    case "number":
    case "money":
      return nullable ? null : undefined;
    case "checkbox":
      return false;
    case "flags":
      return {};
    case "refs":
    case "tags":
    case "weekdays":
    case "slots":
    case "timings":
    case "images":
      return [];
    default:
      return null;
  }
}

/** Whether the contract accepts null for the field (then an emptied input sends null). */
export function isNullable(schema: z.ZodObject, name: string): boolean {
  const field = schema.shape[name] as z.ZodType | undefined;
  return !!field && field.safeParse(null).success;
}

/** A new form's values: the contract's defaults, else each widget's empty value. */
export function defaultsOf(schema: z.ZodObject, fields: FieldDef[]): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const parsed = (schema.shape[f.name] as z.ZodType).safeParse(undefined);
      return [
        f.name,
        parsed.success && parsed.data !== undefined
          ? parsed.data
          : emptyOf(f, isNullable(schema, f.name)),
      ];
    }),
  );
}

/**
 * Only the declared fields (and the translations, when the resource has them): a PUT never
 * overwrites what the form does not show.
 */
export function pick(values: Values, fields: FieldDef[], fallback: Values): Values {
  const names = [
    ...fields.map((f) => f.name),
    ...("translations" in fallback ? ["translations"] : []),
  ];
  return Object.fromEntries(names.map((n) => [n, values[n] ?? fallback[n]]));
}

/**
 * The server's 400/409 `details[].path` ("body.slots.0.time", "slug") mapped to the declared
 * field it is about (Conventions "Forms": server field errors land on the field).
 */
export function serverFieldErrors(err: unknown, fields: FieldDef[]) {
  const placed: { name: string; message: string }[] = [];
  if (!(err instanceof HttpError) || typeof err.body !== "object") return { placed, rest: true };
  const details = err.body.details ?? [];
  for (const d of details) {
    const segments = d.path.split(".").filter((s) => s !== "body");
    // A translation's error lands on that language's input (`translations.ta.name`).
    if (segments[0] === "translations" && segments.length === 3) {
      placed.push({ name: segments.join("."), message: d.message });
      continue;
    }
    const field = fields.find((f) => f.name === segments[0]);
    if (field) placed.push({ name: field.name, message: d.message });
  }
  return { placed, rest: placed.length < details.length || details.length === 0 };
}

/**
 * The translations a form sends: each language's texts as typed, `""` included (it removes a
 * translation on the server), and no language the form merely showed without a text.
 */
export function sentTranslations(value: unknown): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [lang, fields] of Object.entries((value ?? {}) as Record<string, object>)) {
    const given = Object.entries(fields ?? {}).filter(([, v]) => typeof v === "string");
    if (given.length) out[lang] = Object.fromEntries(given);
  }
  return out;
}
