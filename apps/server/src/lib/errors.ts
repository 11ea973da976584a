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

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what, 404);
export const conflict = (message: string) => new AppError("CONFLICT", message, 409);
export const forbidden = (message = "You are not allowed to do this") =>
  new AppError("FORBIDDEN", message, 403);
export const unauthorized = (message = "Invalid Authorization token") =>
  new AppError("UNAUTHORIZED", message, 401);
