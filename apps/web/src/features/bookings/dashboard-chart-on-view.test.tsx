import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/render";
import { renderCms } from "../cms/cms-test-utils";
import DashboardPage from "./dashboard-page";
import type { TempleBar } from "./temple-chart";
import { ok, TEMPLE } from "./test-data";

// Counts how often the chart's module (ECharts, in the real build) is asked for: the factory
// runs when `import("./temple-chart")` is first called, and only then.
const chartModule = vi.hoisted(() => ({ requests: 0 }));
vi.mock("./temple-chart", () => {
  chartModule.requests += 1;
  return {
    default: ({ bars, ariaLabel }: { bars: TempleBar[]; ariaLabel: string }) => (
      <ul aria-label={ariaLabel}>
        {bars.map((b) => (
          <li key={b.name}>{`${b.name}: ${b.bookings}`}</li>
        ))}
      </ul>
    ),
  };
});

/** A stand-in IntersectionObserver whose elements come into view when the test says so. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    elements: Element[];
  }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    /** Every observed element scrolls into view. */
    scrollIntoView() {
      for (const o of observers) {
        const entries = o.elements.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
      }
    },
  };
}

const slow = { timeout: 8000 };

describe("SA dashboard's chart loads when it is seen (issue 14 budget)", {
  timeout: 30_000,
}, () => {
  it("does not ask for the chart's code until its place scrolls into view; the table has the figures meanwhile", async () => {
    const io = stubIntersectionObserver();
    mockApi({
      "GET /api/staff/dashboard": () =>
        ok({
          today: { bookings: 3, revenuePaise: 1_00_000_00 },
          week: { bookings: 12, revenuePaise: 12_00_000_00 },
          byTemple: [
            {
              templeId: TEMPLE,
              name: "Sri Kapaleeswarar",
              today: { bookings: 3, revenuePaise: 1_00_000_00 },
              week: { bookings: 12, revenuePaise: 12_00_000_00 },
            },
          ],
        }),
    });
    await renderCms("/dashboard/default", <DashboardPage />);

    // The figures are readable without the chart: the table is there, the chart is not.
    const table = await screen.findByRole("table", { name: "This week by temple" }, slow);
    expect(within(table).getByRole("row", { name: /Sri Kapaleeswarar/ })).toHaveTextContent(
      "Sri Kapaleeswarar3₹1,00,000.0012₹12,00,000.00",
    );
    // Its place is watched with no margin (near the screen is not on it)…
    await waitFor(() => expect(io.observers.map((o) => o.options?.rootMargin)).toContain("0px"));
    // …and until it comes into view, the chart's code is not asked for.
    const chartName = "Bar chart of this week's bookings and revenue by temple";
    expect(screen.queryByRole("list", { name: chartName })).not.toBeInTheDocument();
    expect(chartModule.requests).toBe(0);

    act(() => io.scrollIntoView());
    const chart = await screen.findByRole("list", { name: chartName }, slow);
    expect(within(chart).getByRole("listitem")).toHaveTextContent("Sri Kapaleeswarar: 12");
    expect(chartModule.requests).toBe(1);
  });
});
