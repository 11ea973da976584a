export * from "./catalog.js";
export * from "./geo.js";
export * from "./users.js";
export * from "./bookings.js";
export * from "./payments.js";
