import {
  DistrictCreateSchema,
  DistrictSchema,
  DistrictUpdateSchema,
  StateCreateSchema,
  StateRefSchema,
  StateSchema,
  StateUpdateSchema,
  stateCodeOf,
} from "@sannidhi/contracts";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  districts,
  representativeDistricts,
  representatives,
  states,
  temples,
} from "../../../db/schema/index.js";
import { registerConstraint } from "../../../lib/db-errors.js";
import { defineResource } from "../resource.js";

registerConstraint("districts_state_name_unique", {
  status: 409,
  field: "name",
  message: "This state already has a district with this name",
});

export const stateResource = defineResource({
  key: "states",
  table: states,
  id: states.id,
  nameColumn: states.name,
  create: StateCreateSchema,
  update: StateUpdateSchema,
  dto: StateSchema,
  search: [states.name, states.code],
  sort: { name: states.name, code: states.code, createdAt: states.createdAt },
  defaultSort: "name",
  filters: {
    kind: { schema: z.enum(["state", "ut"]), where: (v: "state" | "ut") => eq(states.kind, v) },
  },
  referencedBy: [
    { column: districts.stateId, noun: ["district", "districts"] },
    { column: temples.stateId, noun: ["temple", "temples"] },
    { column: representatives.stateId, noun: ["representative", "representatives"] },
  ],
});

export const districtResource = defineResource({
  key: "districts",
  table: districts,
  id: districts.id,
  nameColumn: districts.name,
  create: DistrictCreateSchema,
  update: DistrictUpdateSchema,
  dto: DistrictSchema,
  search: [districts.name],
  sort: { name: districts.name, createdAt: districts.createdAt },
  defaultSort: "name",
  filters: {
    state_id: {
      schema: StateRefSchema,
      where: (v: string) => {
        const code = stateCodeOf(v);
        return code
          ? sql`${districts.stateId} = (select ${states.id} from ${states} where ${states.code} = ${code})`
          : eq(districts.stateId, v);
      },
    },
  },
  refs: [{ field: "stateId", as: "state", id: states.id, name: states.name }],
  referencedBy: [
    { column: temples.districtId, noun: ["temple", "temples"] },
    { column: representativeDistricts.districtId, noun: ["representative", "representatives"] },
  ],
});
