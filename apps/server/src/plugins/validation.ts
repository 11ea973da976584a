import { NoNulSchema } from "@sannidhi/contracts";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/**
 * The validator of every route's contract schema (body, query string, path, headers): first the
 * rules every input obeys (`NoNulSchema`: no NUL character, which PostgreSQL cannot store), then
 * the route's own schema. Set once on the app, so routes added later need not name the rule
 * (issue 10, docs/decisions/092); a refusal is the usual 400 VALIDATION envelope.
 */
export const contractValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const common = validatorCompiler({ ...route, schema: NoNulSchema });
  const own = validatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously with `{ error }` or `{ value }`.
    const checked = common(data) as { error?: unknown };
    return checked.error ? (checked as ReturnType<typeof own>) : own(data);
  };
};
