export * from "./envelope.js";
export * from "./paging.js";
export * from "./policy.js";
export * from "./bookings.js";
export * from "./discovery.js";
export * from "./payments.js";
