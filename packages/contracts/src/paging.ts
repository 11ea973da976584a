import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./cms-rules.js";

// Zod-free, so the staff lists can import them alone (decision 136); the barrel re-exports.
export { CATEGORY_SEARCH_LIMIT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./cms-rules.js";

/** Query string of every list loader: page, limit, text search and sorting. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]{1,40}$/, "sort must be a field name, optionally prefixed with -")
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
