import { isTextSize, TEXT_SIZE_KEY, TEXT_SIZES, type TextSize } from "@sannidhi/site/languages";

// Text size for elderly devotees (issue 5): the sizes and their storage key are the public
// site's (@sannidhi/site), so a size chosen on a light page holds in the web app and back.
// The switch itself is text-size-setting.tsx: the entry applies the size before the first paint
// (main.tsx), and a module is never split, so the switch's MUI buttons came with every page.

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
