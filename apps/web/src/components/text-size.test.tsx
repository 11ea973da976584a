import { TEXT_SIZE_KEY } from "@sannidhi/site/languages";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test-utils";
import { applyTextSize, storedTextSize } from "./text-size";
import { TextSizeSetting } from "./text-size-setting";

// Rendering MUI under jsdom is slow on a loaded 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

describe("text size setting", () => {
  beforeEach(() => {
    localStorage.clear();
    applyTextSize("normal");
  });

  it("scales the root font size and remembers the choice", async () => {
    await renderPage(<TextSizeSetting />);
    fireEvent.click(await screen.findByRole("button", { name: "Larger text" }));
    expect(document.documentElement.style.fontSize).toBe("137.5%");
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe("larger");
    expect(storedTextSize()).toBe("larger");
    expect(screen.getByRole("button", { name: "Larger text" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("ignores a stored value it does not know", () => {
    localStorage.setItem(TEXT_SIZE_KEY, "huge");
    expect(storedTextSize()).toBe("normal");
  });
});
