import { useEffect, useState } from "react";

const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The clock, re-read at each of `moments` (ms) as it passes: words that depend on the time change
 * when it crosses one (a refund window closing, a pooja's slot starting), without a ticking timer.
 */
export function useNowAcross(moments: number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = moments.filter((m) => m > now).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    // A timer longer than 2^31 - 1 ms fires at once: a moment weeks ahead is waited for in steps.
    const wait = Math.min(Math.max(0, next - Date.now()) + 50, LONGEST_TIMER_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
