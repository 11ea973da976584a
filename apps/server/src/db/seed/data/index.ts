export { CATEGORIES, DEITIES, MAIN_FORMS } from "./deities.js";
export { POOJA_MATERIALS } from "./materials.js";
export { STATES } from "./states.js";
export { TEMPLES } from "./temples.js";
export type * from "./types.js";
