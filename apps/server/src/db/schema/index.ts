export * from "./bookings.js";
export * from "./catalog.js";
export * from "./geo.js";
export * from "./payments.js";
export * from "./users.js";
