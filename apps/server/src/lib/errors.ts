import type { ErrorDetail } from "@sannidhi/contracts";

/** The one error class domain code throws (CONVENTIONS.md habit 5); plugins/errors.ts maps it. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * An AppError for an answer a surge gives by the thousand (a full slot, docs/decisions/168):
 * built without capturing a stack trace, which nothing reads — 4xx are logged by code and
 * message only (plugins/errors.ts). Same envelope, status and headers as `new AppError`.
 */
export function refusal(code: string, message: string, statusCode: number): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message, statusCode);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what, 404);
export const conflict = (message: string) => new AppError("CONFLICT", message, 409);
export const forbidden = (message = "You are not allowed to do this") =>
  new AppError("FORBIDDEN", message, 403);
export const unauthorized = (message = "Invalid Authorization token") =>
  new AppError("UNAUTHORIZED", message, 401);

/**
 * 429 for any limit: `Retry-After`, and the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-
 * headers, as @fastify/rate-limit sends them) describing the limit that refused — they replace
 * the API ceiling's fields on this answer (issue 10).
 */
export function rateLimited(message: string, retryAfterSeconds: number, limit: number): AppError {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new AppError("RATE_LIMITED", message, 429, undefined, {
    "retry-after": seconds,
    "ratelimit-limit": String(limit),
    "ratelimit-remaining": "0",
    "ratelimit-reset": seconds,
  });
}
