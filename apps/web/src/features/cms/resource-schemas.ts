import {
  ArticleCreateSchema,
  CalendarEventCreateSchema,
  CategoryCreateSchema,
  type CmsResourceKey,
  DeityCreateSchema,
  DistrictCreateSchema,
  DonationPurposeCreateSchema,
  EmployeeCreateSchema,
  MainFormCreateSchema,
  MantraCreateSchema,
  PoojaCreateSchema,
  PoojaMaterialCreateSchema,
  PriestCreateSchema,
  ProductCreateSchema,
  RepresentativeCreateSchema,
  StateCreateSchema,
  TempleCreateSchema,
} from "@sannidhi/contracts";
import type { z } from "zod";

/**
 * Each CMS resource's create schema, the contract's (CONVENTIONS.md habit 4): what its form
 * validates and what decides a field's default and whether it may be empty. Apart from
 * `resources.ts` so that only the form pages (loaded on their own) bring the contracts barrel
 * and zod, never a list page's first view (issue 14's budget, decision 136).
 */
const CREATE_SCHEMAS: Record<CmsResourceKey, z.ZodObject> = {
  mainForms: MainFormCreateSchema,
  categories: CategoryCreateSchema,
  deities: DeityCreateSchema,
  temples: TempleCreateSchema,
  poojas: PoojaCreateSchema,
  poojaMaterials: PoojaMaterialCreateSchema,
  articles: ArticleCreateSchema,
  mantras: MantraCreateSchema,
  employees: EmployeeCreateSchema,
  priests: PriestCreateSchema,
  representatives: RepresentativeCreateSchema,
  states: StateCreateSchema,
  districts: DistrictCreateSchema,
  calendarEvents: CalendarEventCreateSchema,
  products: ProductCreateSchema,
  donationPurposes: DonationPurposeCreateSchema,
};

export function createSchemaOf(key: CmsResourceKey): z.ZodObject {
  return CREATE_SCHEMAS[key];
}
