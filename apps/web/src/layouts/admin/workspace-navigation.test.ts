import { describe, expect, it } from "vitest";
import { GUARDED_ROUTES, guardedRouteOf, NAVIGATION } from "../../app/navigation";
import { breadcrumbOf, searchEntries, visibleNavigation } from "./visible-navigation";

const BOARD = "80000000-0000-4000-8000-000000000001";
const links = (role: "SA" | "admin" | "editor") =>
  visibleNavigation(NAVIGATION, role).flatMap((i) => (i.type === "link" ? [i.name] : []));

describe("the Workspace entries (issue 12, decision 113)", () => {
  it("come last, after every earlier entry; Users only for the SA", () => {
    expect(links("SA").slice(-3)).toEqual(["Todo", "Scrum board", "Users"]);
    expect(links("admin").slice(-2)).toEqual(["Todo", "Scrum board"]);
    expect(links("editor")).not.toContain("Users");
    const labels = NAVIGATION.flatMap((i) => (i.type === "label" ? [i.label] : []));
    expect(labels.at(-1)).toBe("Workspace");
  });

  it("open a board from its id under the Scrum board crumb, and never offer it in search", () => {
    expect(guardedRouteOf(`/scrum-board/${BOARD}`)?.path).toBe("/scrum-board/:id");
    expect(breadcrumbOf(`/scrum-board/${BOARD}`)).toEqual([
      { label: "Scrum board", key: "/scrum-board", path: "/scrum-board" },
      { label: "Board", key: `/scrum-board/${BOARD}` },
    ]);
    expect(searchEntries(NAVIGATION, "editor").map((e) => e.path)).toEqual(
      expect.arrayContaining(["/todo", "/scrum-board", "/others/drag-and-drop"]),
    );
    expect(searchEntries(NAVIGATION, "editor").some((e) => e.path === "/users")).toBe(false);
    expect(GUARDED_ROUTES.find((r) => r.path === "/users")?.roles).toEqual(["SA"]);
  });
});
