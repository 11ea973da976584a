export * from "./auth.js";
export * from "./cms/index.js";
export * from "./envelope.js";
export * from "./paging.js";
export * from "./policy.js";
