import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { isTextSize, TEXT_SIZE_KEY, TEXT_SIZES, type TextSize } from "@sannidhi/site/languages";
import { useState } from "react";
import { useTranslation } from "react-i18next";

// Text size for elderly devotees (issue 5): the sizes and their storage key are the public
// site's (@sannidhi/site), so a size chosen on a light page holds in the web app and back.

export function storedTextSize(): TextSize {
  try {
    const saved = localStorage.getItem(TEXT_SIZE_KEY);
    if (isTextSize(saved)) return saved;
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
