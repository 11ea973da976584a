/**
 * The groups of the spec's UI-kit routes (section 2) that the style guide shows. Kept apart from
 * the pages so the router can ask without loading any of them. `/others/drag-and-drop` belongs
 * to the scrum board's work (issue 12), `/map` is a page of its own.
 */
export const STYLEGUIDE_GROUPS = ["utilities", "material", "charts", "forms"] as const;

export const isStyleguidePath = (path: string) =>
  (STYLEGUIDE_GROUPS as readonly string[]).includes(path.split("/")[1] ?? "");
