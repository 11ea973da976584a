import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { HttpError } from "../../lib/http";

/**
 * Conventions "Forms": a server validation error about a field lands on that field. Returns
 * true when every detail found a field; otherwise the caller shows the message on the page.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof HttpError) || typeof err.body !== "object") return false;
  const details = err.body.details ?? [];
  let placed = 0;
  for (const d of details) {
    const field = fields.find((f) => d.path === f || d.path.endsWith(`.${f}`));
    if (field) {
      setError(field, { type: "server", message: d.message });
      placed++;
    }
  }
  return details.length > 0 && placed === details.length;
}
