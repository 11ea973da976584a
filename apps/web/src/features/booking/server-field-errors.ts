import type { UseFormReturn } from "react-hook-form";
import type { HttpError } from "../../lib/http";
import type { SankalpamValues } from "./sankalpam-schema";

/** An ISO date `days` later (or earlier); calendar arithmetic in UTC, never the phone's zone. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Server field errors (`body.participants.0.gotra`) onto the form's fields; true if any landed. */
export function placeFieldErrors(err: HttpError, form: UseFormReturn<SankalpamValues>) {
  if (typeof err.body !== "object") return false;
  let placed = false;
  for (const d of err.body.details ?? []) {
    const path = d.path.replace(/^body\./, "");
    if (/^participants\.\d+\.(name|gotra|nakshatra|rasi)$/.test(path) || path === "wish") {
      form.setError(path as "wish", { type: "server", message: d.message });
      placed = true;
    } else if (path === "participants") {
      form.setError("participants.root" as "wish", { type: "server", message: d.message });
      placed = true;
    }
  }
  return placed;
}
