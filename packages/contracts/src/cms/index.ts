export * from "./audit.js";
export * from "./catalog.js";
export * from "./content.js";
export * from "./fields.js";
export * from "./geo.js";
export * from "./media.js";
export * from "./people.js";
export * from "./resources.js";
