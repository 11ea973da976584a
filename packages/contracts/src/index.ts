export * from "./auth.js";
export * from "./bookings.js";
export * from "./cms/index.js";
export * from "./discovery.js";
export * from "./envelope.js";
export * from "./paging.js";
export * from "./payments.js";
export * from "./policy.js";
