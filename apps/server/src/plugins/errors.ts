import type { ErrorDetail, ErrorEnvelope } from "@sannidhi/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { mapDbError } from "../lib/db-errors.js";
import { AppError } from "../lib/errors.js";

/** Fastify's own client-error codes, mapped onto our machine codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "VALIDATION",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION",
  FST_ERR_RATE_LIMIT_EXCEEDED: "RATE_LIMITED",
};

/**
 * The single mapper from anything thrown to the error envelope of ARCHITECTURE.md
 * (CONVENTIONS.md habit 5). 4xx keep their message; 5xx say nothing about internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | ZodError, request, reply) => {
    // The client hung up while a stream (a file, the SPA page) was being sent: nothing failed on
    // our side and there is no one left to answer. Noted at info, like Fastify's own
    // "stream closed prematurely", instead of a 500 logged as an error.
    if ((thrown as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE") {
      request.log.info(
        { code: "ERR_STREAM_PREMATURE_CLOSE" },
        "client closed the connection early",
      );
      reply.raw.destroy();
      return;
    }
    // Integrity violations (unique, foreign key, check) are client errors, not crashes.
    const err = thrown instanceof AppError ? thrown : (mapDbError(thrown) ?? thrown);
    let status = 500;
    let body: ErrorEnvelope = { status: "error", code: "INTERNAL", error: "Internal server error" };

    if (err instanceof AppError) {
      status = err.statusCode;
      body = { status: "error", code: err.code, error: err.message };
      if (err.details) body.details = err.details;
      if (err.headers) reply.headers(err.headers);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const where = (err as { validationContext?: string }).validationContext ?? "body";
      const details: ErrorDetail[] = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split("/").filter(Boolean)].join("."),
        message: v.message ?? "is invalid",
      }));
      body = { status: "error", code: "VALIDATION", error: summarise(details), details };
    } else if (err instanceof ZodError) {
      status = 400;
      const details = err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      body = { status: "error", code: "VALIDATION", error: summarise(details), details };
    } else if (isOverloaded(err)) {
      // Every pooled connection stayed busy past the pool's wait, or PostgreSQL refused a
      // connection: nothing was done, so the client (or the proxy) may try again, on another
      // process too (issue 16, docs/decisions/156).
      status = 503;
      reply.header("retry-after", "1");
      body = { status: "error", code: "BUSY", error: "The server is busy. Please try again." };
    } else if (
      typeof err.statusCode === "number" &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      status = err.statusCode;
      const code = FASTIFY_CODES[err.code] ?? (status === 404 ? "NOT_FOUND" : "VALIDATION");
      // Malformed JSON and similar parser errors: say what is wrong without internals.
      body = { status: "error", code, error: clientMessage(err) };
    }

    if (status >= 500) {
      request.log.error({ err }, "request failed");
    } else {
      request.log.info({ code: body.code, status }, body.error);
    }
    return reply.status(status).send(body);
  });
}

/**
 * Overload, not failure: pg-pool's wait for a free connection timed out, or PostgreSQL refused a
 * new connection (53300 too many connections, 57P03 starting up or shutting down).
 */
/**
 * A pool or server out of connections. Drizzle wraps a query's failure in `DrizzleQueryError`
 * with the driver's error as `cause`, so the chain is followed; a new connection that took
 * longer than the pool's wait to open (a saturated machine) fails with its own message.
 */
function isOverloaded(err: unknown): boolean {
  for (
    let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (
      e.message === "timeout exceeded when trying to connect" ||
      e.message === "Connection terminated due to connection timeout" ||
      e.code === "53300" ||
      e.code === "57P03"
    )
      return true;
  }
  return false;
}

function summarise(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return "Invalid request";
  return `${first.path ? `${first.path}: ` : ""}${first.message}`;
}

function clientMessage(err: FastifyError): string {
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "Request body is too large";
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Unsupported content type";
  if (err instanceof SyntaxError || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return "Request body is not valid JSON";
  }
  return err.message.slice(0, 200);
}
