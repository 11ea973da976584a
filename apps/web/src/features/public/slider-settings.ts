/** Spec section 9: the landing page's slider shows 5 slides, one every 4000 ms. */
export const SLIDER_INTERVAL_MS = 4000;
export const SLIDE_COUNT = 5;

/** The slides in order: the image of each and the key of its text in `landing:slides`. */
export { LANDING_SLIDES as SLIDES } from "@sannidhi/contracts/landing";

/** Index after moving `step` slides from `index`, wrapping both ways. */
export function wrapIndex(index: number, step: number, count = SLIDE_COUNT): number {
  return (((index + step) % count) + count) % count;
}
