import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/render";
import { renderCms } from "../cms/cms-test-utils";
import DashboardPage from "./dashboard-page";
import type { TempleBar } from "./temple-chart";
import { ok, TEMPLE } from "./test-data";

// jsdom draws nothing; the chart's stand-in lists the bars it was given.
vi.mock("./temple-chart", () => ({
  default: ({ bars, ariaLabel }: { bars: TempleBar[]; ariaLabel: string }) => (
    <ul aria-label={ariaLabel}>
      {bars.map((b) => (
        <li key={b.name}>{`${b.name}: ${b.bookings} / ${b.revenueRupees}`}</li>
      ))}
    </ul>
  ),
}));

const slow = { timeout: 8000 };
const OTHER = "10000000-0000-4000-8000-000000000002";

describe("SA dashboard figures (issue 6)", { timeout: 30_000 }, () => {
  it("shows bookings and revenue today and this week, and this week by temple", async () => {
    mockApi({
      "GET /api/staff/dashboard": () =>
        ok({
          today: { bookings: 3, revenuePaise: 1_00_000_00 },
          week: { bookings: 12, revenuePaise: 12_34_567_89 },
          byTemple: [
            {
              templeId: TEMPLE,
              name: "Sri Kapaleeswarar",
              today: { bookings: 3, revenuePaise: 1_00_000_00 },
              week: { bookings: 10, revenuePaise: 12_00_000_00 },
            },
            {
              templeId: OTHER,
              name: "Meenakshi Amman",
              today: { bookings: 0, revenuePaise: 0 },
              week: { bookings: 2, revenuePaise: 34_567_89 },
            },
          ],
        }),
    });
    await renderCms("/dashboard/default", <DashboardPage />);
    const figure = async (label: string) =>
      (await screen.findByRole("heading", { name: label }, slow)).nextElementSibling?.textContent;
    expect(await figure("Bookings today")).toBe("3");
    expect(await figure("Revenue today")).toBe("₹1,00,000.00");
    expect(await figure("Bookings this week")).toBe("12");
    expect(await figure("Revenue this week")).toBe("₹12,34,567.89");

    const chart = await screen.findByRole("list", {
      name: "Bar chart of this week's bookings and revenue by temple",
    });
    expect(
      within(chart)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sri Kapaleeswarar: 10 / 1200000", "Meenakshi Amman: 2 / 34567.89"]);
    const table = screen.getByRole("table", { name: "This week by temple" });
    expect(within(table).getByRole("row", { name: /Meenakshi Amman/ })).toHaveTextContent(
      "Meenakshi Amman0₹0.002₹34,567.89",
    );
  });

  it("says so when the figures cannot be read", async () => {
    mockApi({
      "GET /api/staff/dashboard": () => ({
        status: 403,
        body: { status: "error", code: "FORBIDDEN", error: "You may not open this page" },
      }),
    });
    await renderCms("/dashboard/default", <DashboardPage />);
    expect(await screen.findByRole("alert", {}, slow)).toHaveTextContent(
      "You may not open this page",
    );
  });
});
