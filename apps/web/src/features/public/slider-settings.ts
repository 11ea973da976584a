/** Spec section 9: the landing page's slider shows 5 slides, one every 4000 ms. */
export const SLIDER_INTERVAL_MS = 4000;
export const SLIDE_COUNT = 5;

/** The slides in order: the image of each and the key of its text in `landing:slides`. */
export const SLIDES = [
  { key: "discover", image: "/images/gopuram.svg" },
  { key: "book", image: "/images/diya.svg" },
  { key: "language", image: "/images/flowers.svg" },
  { key: "map", image: "/images/map.svg" },
  { key: "prasadam", image: "/images/bell.svg" },
] as const satisfies readonly { key: string; image: string }[];

/** Index after moving `step` slides from `index`, wrapping both ways. */
export function wrapIndex(index: number, step: number, count = SLIDE_COUNT): number {
  return (((index + step) % count) + count) % count;
}
