import { useCallback, useEffect, useState } from "react";
import { SLIDE_COUNT, SLIDER_INTERVAL_MS, wrapIndex } from "./slider-settings";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * The slider's state: the current slide, moves that wrap both ways, and the automatic advance
 * every SLIDER_INTERVAL_MS. It holds still while the devotee points at or focuses the slider
 * (they are reading or choosing) and when the system asks for reduced motion (WCAG 2.2.2).
 */
export function useSlider(count = SLIDE_COUNT) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [reduced, setReduced] = useState(prefersReducedMotion);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);

  const paused = held || reduced;
  // Restarts after every move, so a slide chosen by hand stays a full interval.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(
      () => setIndex((i) => wrapIndex(i, 1, count)),
      SLIDER_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [paused, index, count]);

  const next = useCallback(() => setIndex((i) => wrapIndex(i, 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i, -1, count)), [count]);
  return { index, goTo: setIndex, next, previous, paused, reduced, setHeld };
}
