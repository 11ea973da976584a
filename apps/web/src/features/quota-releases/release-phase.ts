import type { StaffQuotaRelease } from "@sannidhi/contracts";

/** Where a release stands at `now`: what the staff list shows in its status column. */
export type ReleasePhase = "scheduled" | "queueOpen" | "releasing" | "soldOut" | "done";

export function releasePhase(r: StaffQuotaRelease, now: number): ReleasePhase {
  if (now < Date.parse(r.joinOpensAt)) return "scheduled";
  if (now < Date.parse(r.releaseAt)) return "queueOpen";
  if (r.figures.remaining === 0) return "soldOut";
  return r.figures.admitted < r.figures.joined ? "releasing" : "done";
}

/** `date` (YYYY-MM-DD) and `time` (HH:mm) read as India time, as an ISO instant with offset. */
export const istInstant = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** Today's and tomorrow's dates in India. */
export function istDates(now: Date): { today: string; tomorrow: string } {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const today = ist.toISOString().slice(0, 10);
  const tomorrow = new Date(ist.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { today, tomorrow };
}
