import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import CalendarPage from "./calendar-page";
import { queriesTo, renderCms } from "./cms-test-utils";
import { webResource } from "./resources";

const event = (n: number) => {
  const start = new Date();
  start.setHours(9, n % 60, 0, 0);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Festival ${n}`,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    allDay: false,
  };
};

describe("the staff calendar (issue 19: a trust's month of festivals)", { timeout: 30_000 }, () => {
  it("loads every page of the month, not only the first hundred events", async () => {
    const all = Array.from({ length: 130 }, (_, i) => event(i + 1));
    // mockApi's handlers see no query string: the page asked for is answered here.
    const spy = mockApi({});
    const inner = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname !== "/api/calendar/events/all") return inner(input, init);
      const page = Number(url.searchParams.get("page"));
      const data = all.slice((page - 1) * 100, page * 100);
      return new Response(
        JSON.stringify({ status: "success", data, meta: { total: all.length, page, limit: 100 } }),
        { headers: { "content-type": "application/json" } },
      );
    });
    await renderCms(
      "/templates/calendar",
      <CalendarPage resource={webResource("calendarEvents")} />,
    );
    await waitFor(() =>
      expect(queriesTo(spy, "GET", "/api/calendar/events/all").map((q) => q.get("page"))).toEqual([
        "1",
        "2",
      ]),
    );
    expect(await screen.findByRole("heading", { name: "Calendar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Event" })).toHaveAttribute(
      "href",
      webResource("calendarEvents").meta.addPage,
    );
  });
});
