import {
  GST_STATE_CODES,
  POOJA_KINDS,
  PoojaCreateSchema,
  PoojaSchema,
  PoojaUpdateSchema,
  TempleCreateSchema,
  TempleSchema,
  TempleUpdateSchema,
} from "@sannidhi/contracts";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  calendarEvents,
  districts,
  donationPurposes,
  employees,
  mainForms,
  poojaMaterialLinks,
  poojas,
  priestPoojas,
  priests,
  representativeTemples,
  states,
  templeCategories,
  temples,
} from "../../../db/schema/index.js";
import { registerConstraint } from "../../../lib/db-errors.js";
import { AppError } from "../../../lib/errors.js";
import { defineResource, type Tx } from "../resource.js";

const bool = z.enum(["true", "false"], { message: "must be true or false" });

// The composite foreign key (district_id, state_id) → districts(id, state_id) (issue 4).
registerConstraint("temples_district_in_state_fk", {
  status: 400,
  field: "districtId",
  message: "The district must be one of the chosen state's districts",
});
registerConstraint("temples_pin_code_check", {
  status: 400,
  field: "pinCode",
  message: "PIN code must be 6 digits and not start with 0",
});

registerConstraint("temples_gst_registration_check", {
  status: 400,
  field: "gstin",
  message: "A temple registered for GST needs its GSTIN, and one not registered has none",
});

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path: field, message }]);

/**
 * Issue 38 (decision 231): registered means a GSTIN, not registered means none, and the GSTIN
 * is of the temple's state (its first two digits are that state's GST code).
 */
async function checkGstRegistration(tx: Tx, row: Record<string, unknown>) {
  const gstin = typeof row.gstin === "string" ? row.gstin : null;
  if (row.gstRegistered === true && !gstin) {
    throw invalid("gstin", "Give the temple's GSTIN, or untick 'Registered for GST'");
  }
  if (row.gstRegistered !== true && gstin) {
    throw invalid(
      "gstin",
      "A temple not registered for GST has no GSTIN: clear it, or tick 'Registered for GST'",
    );
  }
  if (!gstin || typeof row.stateId !== "string") return;
  const [state] = await tx
    .select({ name: states.name, code: states.code })
    .from(states)
    .where(eq(states.id, row.stateId));
  const code = state && GST_STATE_CODES[state.code];
  if (state && code !== gstin.slice(0, 2)) {
    throw invalid(
      "gstin",
      `This GSTIN is registered in state ${gstin.slice(0, 2)}, but the temple is in ${state.name} (${code ?? "no GST code"})`,
    );
  }
}

export const templeResource = defineResource({
  key: "temples",
  table: temples,
  id: temples.id,
  nameColumn: temples.name,
  create: TempleCreateSchema,
  update: TempleUpdateSchema,
  dto: TempleSchema,
  search: [temples.name, temples.town, temples.slug],
  // A temple is its own: its staff edit it (and its trust PAN and 80G registration, printed on
  // donors' receipts); only the trust's office adds one (decision 200).
  templeOf: temples.id,
  sort: {
    name: temples.name,
    town: temples.town,
    createdAt: temples.createdAt,
    updatedAt: temples.updatedAt,
  },
  defaultSort: "name",
  filters: {
    state_id: { schema: z.uuid(), where: (v: string) => eq(temples.stateId, v) },
    district_id: { schema: z.uuid(), where: (v: string) => eq(temples.districtId, v) },
    main_form_id: { schema: z.uuid(), where: (v: string) => eq(temples.mainFormId, v) },
    category_id: {
      schema: z.uuid(),
      where: (v: string) =>
        sql`exists (select 1 from ${templeCategories} where ${templeCategories.templeId} = ${temples.id} and ${templeCategories.categoryId} = ${v})`,
    },
    published: { schema: bool, where: (v: string) => eq(temples.published, v === "true") },
  },
  richText: ["description", "history"],
  check: checkGstRegistration,
  publicWhere: eq(temples.published, true),
  links: [
    {
      field: "categoryIds",
      table: templeCategories,
      owner: templeCategories.templeId,
      target: templeCategories.categoryId,
    },
  ],
  refs: [
    { field: "mainFormId", as: "mainForm", id: mainForms.id, name: mainForms.name },
    { field: "stateId", as: "state", id: states.id, name: states.name },
    { field: "districtId", as: "district", id: districts.id, name: districts.name },
  ],
  referencedBy: [
    { column: poojas.templeId, noun: ["pooja", "poojas"] },
    { column: calendarEvents.templeId, noun: ["calendar event", "calendar events"] },
    { column: employees.templeId, noun: ["employee", "employees"] },
    { column: priests.templeId, noun: ["priest", "priests"] },
    { column: representativeTemples.templeId, noun: ["representative", "representatives"] },
    { column: donationPurposes.templeId, noun: ["donation purpose", "donation purposes"] },
  ],
});

export const poojaResource = defineResource({
  key: "poojas",
  table: poojas,
  id: poojas.id,
  nameColumn: poojas.name,
  create: PoojaCreateSchema,
  update: PoojaUpdateSchema,
  dto: PoojaSchema,
  search: [poojas.name],
  templeOf: poojas.templeId,
  sort: {
    name: poojas.name,
    pricePaise: poojas.pricePaise,
    kind: poojas.kind,
    createdAt: poojas.createdAt,
  },
  defaultSort: "name",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(poojas.templeId, v) },
    kind: { schema: z.enum(POOJA_KINDS), where: (v: string) => eq(poojas.kind, v as "pooja") },
    active: { schema: bool, where: (v: string) => eq(poojas.active, v === "true") },
  },
  richText: ["description"],
  // Devotees see active poojas of published temples only.
  publicWhere: and(
    eq(poojas.active, true),
    sql`exists (select 1 from ${temples} where ${temples.id} = ${poojas.templeId} and ${temples.published})`,
  ),
  links: [
    {
      field: "materialIds",
      table: poojaMaterialLinks,
      owner: poojaMaterialLinks.poojaId,
      target: poojaMaterialLinks.materialId,
    },
  ],
  refs: [{ field: "templeId", as: "temple", id: temples.id, name: temples.name }],
  referencedBy: [{ column: priestPoojas.poojaId, noun: ["priest", "priests"] }],
});
