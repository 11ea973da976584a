/** Spec section 9: time-ago units sec, min, h, d, mon, y. */
export const TIME_AGO_UNITS = ["sec", "min", "h", "d", "mon", "y"] as const;
export type TimeAgoUnit = (typeof TIME_AGO_UNITS)[number];

const SECOND = 1000;
const STEPS: [TimeAgoUnit, number, number][] = [
  // unit, its length in ms, and how many of it before the next unit takes over
  ["sec", SECOND, 60],
  ["min", 60 * SECOND, 60],
  ["h", 3600 * SECOND, 24],
  ["d", 86_400 * SECOND, 30],
  ["mon", 30 * 86_400 * SECOND, 12],
  ["y", 365 * 86_400 * SECOND, Number.POSITIVE_INFINITY],
];

/** How long ago `when` was, in the largest unit that fits (at least 1; the future counts as 1 sec). */
export function timeAgo(
  when: Date | string,
  now = Date.now(),
): { unit: TimeAgoUnit; count: number } {
  const ms = Math.max(0, now - new Date(when).getTime());
  for (const [unit, size, max] of STEPS) {
    const count = Math.floor(ms / size);
    if (count < max) return { unit, count: Math.max(1, count) };
  }
  return { unit: "y", count: Math.max(1, Math.floor(ms / (365 * 86_400 * SECOND))) };
}
