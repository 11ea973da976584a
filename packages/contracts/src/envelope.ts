import { z } from "zod";

/** Error codes every client may rely on (ARCHITECTURE.md, "API contract"). */
export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "INTERNAL",
] as const;

export const ErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorEnvelopeSchema = z.object({
  status: z.literal("error"),
  code: z.string(),
  error: z.string(),
  details: z.array(ErrorDetailSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const ListMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** A success answer carrying one thing, as a client reads it. */
export interface One<T> {
  status: "success";
  data: T;
}
/** A success answer carrying one page of a list, with its paging figures. */
export interface Many<T> {
  status: "success";
  data: T[];
  meta: ListMeta;
}

export function successOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal("success"), data });
}

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ status: z.literal("success"), data: z.array(item), meta: ListMetaSchema });
}

export const HealthSchema = successOf(z.object({ db: z.literal("up") }));
export type Health = z.infer<typeof HealthSchema>;
/** A load balancer's readiness probe: 200 only when this process may take traffic. */
export const ReadinessSchema = successOf(
  z.object({ db: z.literal("up"), redis: z.enum(["up", "unused"]) }),
);
export type Readiness = z.infer<typeof ReadinessSchema>;
