import {
  CategoryCreateSchema,
  CategorySchema,
  CategoryUpdateSchema,
  DeityCreateSchema,
  DeitySchema,
  DeityUpdateSchema,
  MainFormCreateSchema,
  MainFormSchema,
  MainFormUpdateSchema,
  PoojaMaterialCreateSchema,
  PoojaMaterialSchema,
  PoojaMaterialUpdateSchema,
} from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  categories,
  deities,
  mainForms,
  mantras,
  poojaMaterialLinks,
  poojaMaterials,
  templeCategories,
  temples,
} from "../../../db/schema/index.js";
import { defineResource } from "../resource.js";

export const deityResource = defineResource({
  key: "deities",
  table: deities,
  id: deities.id,
  nameColumn: deities.name,
  create: DeityCreateSchema,
  update: DeityUpdateSchema,
  dto: DeitySchema,
  search: [deities.name],
  sort: { name: deities.name, createdAt: deities.createdAt },
  defaultSort: "name",
  referencedBy: [
    { column: mainForms.deityId, noun: ["main form", "main forms"] },
    { column: mantras.deityId, noun: ["mantra", "mantras"] },
  ],
});

export const mainFormResource = defineResource({
  key: "mainForms",
  table: mainForms,
  id: mainForms.id,
  nameColumn: mainForms.name,
  create: MainFormCreateSchema,
  update: MainFormUpdateSchema,
  dto: MainFormSchema,
  search: [mainForms.name],
  sort: { name: mainForms.name, createdAt: mainForms.createdAt },
  defaultSort: "name",
  filters: {
    deity_id: { schema: z.uuid(), where: (v: string) => eq(mainForms.deityId, v) },
  },
  refs: [{ field: "deityId", as: "deity", id: deities.id, name: deities.name }],
  referencedBy: [{ column: temples.mainFormId, noun: ["temple", "temples"] }],
});

export const categoryResource = defineResource({
  key: "categories",
  table: categories,
  id: categories.id,
  nameColumn: categories.name,
  create: CategoryCreateSchema,
  update: CategoryUpdateSchema,
  dto: CategorySchema,
  search: [categories.name],
  sort: { name: categories.name, createdAt: categories.createdAt },
  defaultSort: "name",
  referencedBy: [{ column: templeCategories.categoryId, noun: ["temple", "temples"] }],
});

export const poojaMaterialResource = defineResource({
  key: "poojaMaterials",
  table: poojaMaterials,
  id: poojaMaterials.id,
  nameColumn: poojaMaterials.name,
  create: PoojaMaterialCreateSchema,
  update: PoojaMaterialUpdateSchema,
  dto: PoojaMaterialSchema,
  search: [poojaMaterials.name],
  sort: {
    name: poojaMaterials.name,
    pricePaise: poojaMaterials.pricePaise,
    stock: poojaMaterials.stock,
    createdAt: poojaMaterials.createdAt,
  },
  defaultSort: "name",
  referencedBy: [{ column: poojaMaterialLinks.materialId, noun: ["pooja", "poojas"] }],
});
