import { decomposeColor, hslToRgb } from "@mui/material/styles";

/** WCAG 2.1 AA for body text: 4.5:1 (large text needs 3:1; we hold all text to the stricter). */
export const AA_NORMAL_TEXT = 4.5;

/**
 * WCAG 2.1 relative luminance, unrounded: MUI's own `getLuminance` rounds to three decimals,
 * which can move a ratio across the 4.5 line (8.72:1 reads 8.75:1).
 */
function luminance(color: string): number {
  const parsed = decomposeColor(color);
  const rgb = parsed.type.startsWith("hsl") ? decomposeColor(hslToRgb(color)) : parsed;
  const [r = 0, g = 0, b = 0] = rgb.values.slice(0, 3).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of text on a background, cut (not rounded) to two decimals as checkers do. */
export function contrast(text: string, background: string): number {
  const [hi, lo] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return Math.floor((((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)) * 100) / 100;
}

export const meetsAA = (ratio: number) => ratio >= AA_NORMAL_TEXT;
