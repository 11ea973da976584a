export * from "./bookings.js";
export * from "./discovery.js";
export * from "./envelope.js";
export * from "./paging.js";
export * from "./payments.js";
export * from "./policy.js";
