export * from "./auth.js";
export * from "./catalog.js";
export * from "./contact.js";
export * from "./geo.js";
export * from "./users.js";
