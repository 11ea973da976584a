import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Text size for elderly devotees (issue 5). MUI's typography is in rem, so scaling the root
 * font size scales the whole page; the choice is kept in this browser.
 */
export const TEXT_SIZES = { normal: 100, large: 118.75, larger: 137.5 } as const;
export type TextSize = keyof typeof TEXT_SIZES;
export const TEXT_SIZE_KEY = "sannidhi.textSize";

export function storedTextSize(): TextSize {
  try {
    const saved = localStorage.getItem(TEXT_SIZE_KEY);
    if (saved && saved in TEXT_SIZES) return saved as TextSize;
  } catch {
    // storage unavailable: normal size
  }
  return "normal";
}

export function applyTextSize(size: TextSize): void {
  document.documentElement.style.fontSize = `${TEXT_SIZES[size]}%`;
  document.documentElement.dataset.textSize = size;
}

export function TextSizeSetting() {
  const { t } = useTranslation("common");
  const [size, setSize] = useState<TextSize>(storedTextSize);
  const choose = (_: unknown, next: TextSize | null) => {
    if (!next) return;
    setSize(next);
    applyTextSize(next);
    try {
      localStorage.setItem(TEXT_SIZE_KEY, next);
    } catch {
      // storage unavailable: the size still applies to this visit
    }
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={size}
      onChange={choose}
      aria-label={t("textSize.label")}
    >
      {(Object.keys(TEXT_SIZES) as TextSize[]).map((s, i) => (
        <ToggleButton
          key={s}
          value={s}
          aria-label={t(`textSize.${s}`)}
          title={t(`textSize.${s}`)}
          sx={{ px: 1, py: 0.25, fontSize: `${0.8 + i * 0.15}rem`, lineHeight: 1.4 }}
        >
          A
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
