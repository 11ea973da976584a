import type { ResourceDef } from "../resource.js";
import {
  categoryResource,
  deityResource,
  mainFormResource,
  poojaMaterialResource,
} from "./catalog.resource.js";
import { articleResource, calendarEventResource, mantraResource } from "./content.resource.js";
import { donationPurposeResource } from "./donation.resource.js";
import { districtResource, stateResource } from "./geo.resource.js";
import { employeeResource, priestResource, representativeResource } from "./people.resource.js";
import { productResource } from "./shop.resource.js";
import { poojaResource, templeResource } from "./temple.resource.js";

/** Every declared CMS resource; the generic mechanism registers each of them. */
export const RESOURCES: ResourceDef[] = [
  deityResource,
  mainFormResource,
  categoryResource,
  templeResource,
  poojaResource,
  poojaMaterialResource,
  articleResource,
  mantraResource,
  employeeResource,
  priestResource,
  representativeResource,
  stateResource,
  districtResource,
  calendarEventResource,
  productResource,
  donationPurposeResource,
];

export {
  articleResource,
  calendarEventResource,
  categoryResource,
  districtResource,
  templeResource,
};
