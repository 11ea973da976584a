import { describe, expect, it } from "vitest";
import { firstAllowedPath, GUARDED_ROUTES, guardedRouteOf, NAVIGATION } from "../../app/navigation";
import { breadcrumbOf, searchEntries, visibleNavigation } from "./visible-navigation";

const ID = "40000000-0000-4000-8000-000000000001";

describe("the Bookings entries (issue 6, decision 086)", () => {
  it("come after the spec's navigation, for SA and admin only", () => {
    const groups = (role: "SA" | "admin" | "editor") =>
      visibleNavigation(NAVIGATION, role).flatMap((i) => (i.type === "group" ? [i.name] : []));
    expect(groups("SA").indexOf("Bookings")).toBe(groups("SA").indexOf("Calendar") + 1);
    expect(groups("admin")).toContain("Bookings");
    expect(groups("editor")).not.toContain("Bookings");
  });

  it("open a booking's page from its id, under the Bookings crumb", () => {
    expect(guardedRouteOf(`/bookings/${ID}`)?.path).toBe("/bookings/:id");
    expect(guardedRouteOf("/bookings/day-sheet")?.path).toBe("/bookings/day-sheet");
    expect(guardedRouteOf(`/bookings/${ID}/more`)).toBeUndefined();
    expect(breadcrumbOf(`/bookings/${ID}`)).toEqual([
      { label: "Bookings", key: "/bookings", path: "/bookings" },
      { label: "Booking", key: `/bookings/${ID}` },
    ]);
    expect(breadcrumbOf("/bookings/day-sheet").map((c) => c.label)).toEqual([
      "Bookings",
      "Day sheet",
    ]);
  });

  it("are found by the top-bar search, which never offers a page of one record", () => {
    const admin = searchEntries(NAVIGATION, "admin");
    expect(admin).toContainEqual(
      expect.objectContaining({
        name: "Day sheet",
        path: "/bookings/day-sheet",
        section: "Bookings",
      }),
    );
    expect(admin.some((e) => e.path.includes(":"))).toBe(false);
    expect(searchEntries(NAVIGATION, "editor").some((e) => e.path.startsWith("/bookings"))).toBe(
      false,
    );
  });

  it("never make a pattern anyone's landing page", () => {
    expect(GUARDED_ROUTES.some((r) => r.path === "/bookings/:id")).toBe(true);
    for (const role of ["SA", "admin", "editor"] as const) {
      expect(firstAllowedPath(role)).not.toContain(":");
    }
  });
});

describe("the breadcrumb (issue 19)", () => {
  it("names each place once on every staff page", () => {
    expect(breadcrumbOf("/dashboard/default")).toEqual([
      { label: "Dashboard", key: "/dashboard/default" },
    ]);
    for (const route of GUARDED_ROUTES) {
      const path = route.path.replace(":id", ID);
      const labels = breadcrumbOf(path).map((c) => c.label);
      expect(new Set(labels).size, path).toBe(labels.length);
    }
  });
});
