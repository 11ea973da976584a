/** Layout constants of spec section 9 ("Layout", "Default theme blue, default layout layout1"). */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COMPACT_WIDTH = 80;
export const TOPBAR_HEIGHT = 64;
export const CONTAINED_WIDTH = 1200;
/** Widths at or below this many pixels get the mobile layout (sidebar as a temporary drawer). */
export const MOBILE_BREAKPOINT = 767;
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT}px)`;
export const DEFAULT_THEME = "blue";
export const DEFAULT_LAYOUT = "layout1";
/** The only layout the spec names; the switcher lists exactly these. */
export const LAYOUTS = ["layout1"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** localStorage keys of the shell's remembered choices. */
export const STORAGE_KEYS = {
  theme: "sannidhi.admin.theme",
  compact: "sannidhi.admin.compact",
  layout: "sannidhi.admin.layout",
} as const;
