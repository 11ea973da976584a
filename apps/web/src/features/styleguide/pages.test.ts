import { describe, expect, it } from "vitest";
import { GUARDED_ROUTES } from "../../app/navigation";
import { STYLEGUIDE_PAGES } from "./pages";
import { isStyleguidePath } from "./paths";

describe("style-guide routes (issue 14)", () => {
  it("gives every UI-kit route of spec section 2 a page of its own", () => {
    const uiKit = GUARDED_ROUTES.map((r) => r.path).filter(isStyleguidePath);
    expect(uiKit).toHaveLength(26);
    expect(uiKit.filter((p) => !STYLEGUIDE_PAGES[p])).toEqual([]);
    expect(Object.keys(STYLEGUIDE_PAGES).filter((p) => !uiKit.includes(p))).toEqual([]);
  });

  it("leaves the scrum board's drag-and-drop page, the map and the CMS to their own pages", () => {
    for (const path of ["/others/drag-and-drop", "/map", "/templates/view-temple", "/bookings"]) {
      expect(isStyleguidePath(path)).toBe(false);
    }
  });
});
