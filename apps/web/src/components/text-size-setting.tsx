import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { TEXT_SIZE_KEY, TEXT_SIZES, type TextSize } from "@sannidhi/site/languages";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyTextSize, storedTextSize } from "./text-size";

/** The text size switch (issue 5): three sizes of "A", remembered on this device. */
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
