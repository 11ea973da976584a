import { createTheme, type Theme } from "@mui/material/styles";
import { FONT_STACK } from "../../lib/fonts";
import { DEFAULT_THEME } from "./layout-constants";

/**
 * The back-office colour themes (spec section 2 "Shared layout": about a dozen selectable
 * themes, 'blue' by default). Each sets the primary colour used by the top bar, buttons and the
 * active navigation item; the sidebar stays dark whatever the choice.
 */
export const THEME_COLOURS = {
  blue: { primary: "#1e40af", secondary: "#f59e0b" },
  indigo: { primary: "#3730a3", secondary: "#ec4899" },
  purple: { primary: "#6b21a8", secondary: "#14b8a6" },
  pink: { primary: "#be185d", secondary: "#0ea5e9" },
  red: { primary: "#b91c1c", secondary: "#0f766e" },
  orange: { primary: "#c2410c", secondary: "#1d4ed8" },
  amber: { primary: "#b45309", secondary: "#7c3aed" },
  green: { primary: "#15803d", secondary: "#db2777" },
  teal: { primary: "#0f766e", secondary: "#ea580c" },
  cyan: { primary: "#0e7490", secondary: "#c026d3" },
  slate: { primary: "#334155", secondary: "#f97316" },
  dark: { primary: "#1f2937", secondary: "#38bdf8" },
} as const;

export type ThemeName = keyof typeof THEME_COLOURS;
export const THEME_NAMES = Object.keys(THEME_COLOURS) as ThemeName[];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && Object.hasOwn(THEME_COLOURS, value);
}

// The same stack as the public site, with the self-hosted Indian scripts (lib/fonts.ts).
const FONT = FONT_STACK;

const cache = new Map<string, Theme>();

/** The MUI theme of the content area and top bar; 'dark' is the one dark-mode theme. */
export function shellTheme(name: ThemeName = DEFAULT_THEME): Theme {
  const hit = cache.get(name);
  if (hit) return hit;
  const colours = THEME_COLOURS[name];
  const dark = name === "dark";
  const theme = createTheme({
    palette: {
      mode: dark ? "dark" : "light",
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: dark
        ? { default: "#111827", paper: "#1f2937" }
        : { default: "#f3f4f6", paper: "#ffffff" },
    },
    typography: { fontFamily: FONT },
    components: {
      // Visible focus for keyboard users on every control of the shell (a11y, issue 2 item 4).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            "&.Mui-focusVisible": { outline: "2px solid #fbbf24", outlineOffset: 2 },
          },
        },
      },
    },
  });
  cache.set(name, theme);
  return theme;
}

/** The sidebar's dark background (spec section 2: 'dark left sidebar'). */
export const SIDEBAR_BG = "#111827";

const sidebarCache = new Map<string, Theme>();

/** The sidebar's own dark theme: the selected primary colour only marks the active item. */
export function sidebarTheme(name: ThemeName = DEFAULT_THEME): Theme {
  const hit = sidebarCache.get(name);
  if (hit) return hit;
  const theme = createTheme({
    palette: {
      mode: "dark",
      // On the dark sidebar the 'dark' theme's own primary would vanish; its accent marks instead.
      primary: {
        main: name === "dark" ? THEME_COLOURS.dark.secondary : THEME_COLOURS[name].primary,
      },
      secondary: { main: THEME_COLOURS[name].secondary },
      background: { default: SIDEBAR_BG, paper: SIDEBAR_BG },
      text: { primary: "#e5e7eb", secondary: "#9ca3af" },
    },
    typography: { fontFamily: FONT },
    components: shellTheme(name).components,
  });
  sidebarCache.set(name, theme);
  return theme;
}
