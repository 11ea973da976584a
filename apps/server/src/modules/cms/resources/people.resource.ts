import {
  EmployeeCreateSchema,
  EmployeeSchema,
  EmployeeUpdateSchema,
  PriestCreateSchema,
  PriestSchema,
  PriestUpdateSchema,
  RepresentativeCreateSchema,
  RepresentativeSchema,
  RepresentativeUpdateSchema,
} from "@sannidhi/contracts";
import { and, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import {
  districts,
  employees,
  poojas,
  priestPoojas,
  priests,
  representativeDistricts,
  representatives,
  representativeTemples,
  states,
  temples,
  users,
} from "../../../db/schema/index.js";
import { AppError } from "../../../lib/errors.js";
import { STAFF_ROLES } from "../../../plugins/auth.js";
import { defineResource, type Tx } from "../resource.js";

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path: field, message }]);

export const employeeResource = defineResource({
  key: "employees",
  table: employees,
  id: employees.id,
  nameColumn: employees.name,
  create: EmployeeCreateSchema,
  update: EmployeeUpdateSchema,
  dto: EmployeeSchema,
  search: [employees.name, employees.mobile, employees.designation],
  // A directory entry of the temple it names (decision 200: it grants nobody any access); one
  // with no temple is the trust office's.
  templeOf: employees.templeId,
  sort: {
    name: employees.name,
    designation: employees.designation,
    createdAt: employees.createdAt,
  },
  defaultSort: "name",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(employees.templeId, v) },
  },
  refs: [{ field: "templeId", as: "temple", id: temples.id, name: temples.name }],
  // A linked account must be a staff account, not a devotee's.
  check: async (tx: Tx, row) => {
    if (typeof row.userId !== "string") return;
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, row.userId), inArray(users.role, STAFF_ROLES)));
    if (!user) throw invalid("userId", "The linked account must be a staff account");
  },
});

export const priestResource = defineResource({
  key: "priests",
  table: priests,
  id: priests.id,
  nameColumn: priests.name,
  create: PriestCreateSchema,
  update: PriestUpdateSchema,
  dto: PriestSchema,
  search: [priests.name, priests.mobile],
  templeOf: priests.templeId,
  sort: { name: priests.name, createdAt: priests.createdAt },
  defaultSort: "name",
  filters: {
    temple_id: { schema: z.uuid(), where: (v: string) => eq(priests.templeId, v) },
  },
  links: [
    {
      field: "poojaIds",
      table: priestPoojas,
      owner: priestPoojas.priestId,
      target: priestPoojas.poojaId,
    },
  ],
  refs: [{ field: "templeId", as: "temple", id: temples.id, name: temples.name }],
  // A priest performs the poojas of the temple they serve: linking another temple's poojas
  // would put them on that temple's day sheet.
  check: async (tx: Tx, row) => {
    const ids = Array.isArray(row.poojaIds) ? (row.poojaIds as string[]) : [];
    if (!ids.length) return;
    const templeId = typeof row.templeId === "string" ? row.templeId : null;
    const elsewhere = await tx
      .select({ id: poojas.id })
      .from(poojas)
      .where(and(inArray(poojas.id, ids), templeId ? ne(poojas.templeId, templeId) : undefined));
    if (elsewhere.length) {
      throw invalid(
        "poojaIds",
        templeId
          ? "Every pooja must be one of the priest's temple's poojas"
          : "Choose the priest's temple before their poojas",
      );
    }
  },
});

export const representativeResource = defineResource({
  key: "representatives",
  table: representatives,
  id: representatives.id,
  nameColumn: representatives.name,
  create: RepresentativeCreateSchema,
  update: RepresentativeUpdateSchema,
  dto: RepresentativeSchema,
  search: [representatives.name, representatives.mobile],
  sort: { name: representatives.name, createdAt: representatives.createdAt },
  defaultSort: "name",
  filters: {
    state_id: { schema: z.uuid(), where: (v: string) => eq(representatives.stateId, v) },
  },
  links: [
    {
      field: "districtIds",
      table: representativeDistricts,
      owner: representativeDistricts.representativeId,
      target: representativeDistricts.districtId,
    },
    {
      field: "templeIds",
      table: representativeTemples,
      owner: representativeTemples.representativeId,
      target: representativeTemples.templeId,
    },
  ],
  refs: [{ field: "stateId", as: "state", id: states.id, name: states.name }],
  // A region is one state and some of its districts.
  check: async (tx: Tx, row) => {
    const ids = Array.isArray(row.districtIds) ? (row.districtIds as string[]) : [];
    if (!ids.length) return;
    if (typeof row.stateId !== "string") {
      throw invalid("stateId", "Choose the state of the region's districts");
    }
    const outside = await tx
      .select({ id: districts.id })
      .from(districts)
      .where(and(inArray(districts.id, ids), ne(districts.stateId, row.stateId)));
    if (outside.length) throw invalid("districtIds", "Every district must be in the chosen state");
  },
});
