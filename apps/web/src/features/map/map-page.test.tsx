import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { queriesTo } from "../cms/cms-test-utils";
import { ok } from "../styleguide/styleguide-test-utils";
import MapPage from "./map-page";

const TN = "50000000-0000-4000-8000-000000000001";
const OD = "50000000-0000-4000-8000-000000000002";
const point = (
  i: number,
  name: string,
  stateId: string,
  state: string,
  lat: number,
  lng: number,
) => ({
  id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  town: state === "Odisha" ? "Puri" : "Madurai",
  stateId,
  state,
  deityId: null,
  deity: state === "Odisha" ? "Vishnu" : "Shakti",
  latitude: lat,
  longitude: lng,
});
const ALL = [
  point(1, "Jagannath", OD, "Odisha", 19.8048, 85.8179),
  point(2, "Meenakshi Amman", TN, "Tamil Nadu", 9.9195, 78.1193),
];
const slow = { timeout: 15_000 };
// Two temples of Madurai, a few hundred metres apart: one cluster at a country-wide zoom.
const KOODAL = point(3, "Koodal Azhagar", TN, "Tamil Nadu", 9.9142, 78.1148);

afterEach(() => vi.restoreAllMocks());

/** jsdom lays nothing out: give the map a screen's size so Leaflet places the markers. */
function screenSized() {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
}

function api(points = ALL) {
  return mockApi({
    "GET /api/public/map/temples": () => ok(points),
    "GET /api/public/config": () => ok({ mapTileUrl: null, paymentProvider: "local" }),
    "GET /api/states": () =>
      ok(
        [
          { id: TN, name: "Tamil Nadu" },
          { id: OD, name: "Odisha" },
        ],
        { total: 2, page: 1, limit: 100 },
      ),
    "GET /api/deities": () => ok([], { total: 0, page: 1, limit: 100 }),
  });
}

describe("temple map page (issue 14, /map)", { timeout: 60_000 }, () => {
  it("shows every published temple on the outline of India, listed below with its page and edit links", async () => {
    api();
    await renderAt("/map", <MapPage />);
    expect(await screen.findByText("2 temples on the map", {}, slow)).toBeInTheDocument();
    const map = await screen.findByRole("region", { name: "Map of every published temple" }, slow);
    expect(map).toHaveAttribute("data-base", "outline");
    expect(screen.getByText(/No tile server is configured/)).toBeInTheDocument();
    const list = screen.getByRole("list");
    expect(within(list).getByRole("link", { name: "Open Meenakshi Amman" })).toHaveAttribute(
      "href",
      "/app/temples/meenakshi-amman",
    );
    expect(within(list).getByRole("link", { name: "Edit Jagannath" })).toHaveAttribute(
      "href",
      `/templates/add-temple?id=${ALL[0]!.id}`,
    );
  });

  it("filters by state on the server and keeps the filter in the address", async () => {
    const spy = api();
    const user = userEvent.setup();
    const { router } = await renderAt("/map", <MapPage />);
    await screen.findByText("2 temples on the map", {}, slow);
    await user.click(screen.getByRole("combobox", { name: "State" }));
    await user.click(await screen.findByRole("option", { name: "Odisha" }));
    await waitFor(() =>
      expect(queriesTo(spy, "GET", "/api/public/map/temples").at(-1)?.get("state_id")).toBe(OD),
    );
    expect(router.state.location.search).toBe(`?state=${OD}`);
  });

  it("opens a temple's page when its marker is chosen", async () => {
    screenSized();
    api();
    const user = userEvent.setup();
    await renderAt("/map", <MapPage />);
    const map = await screen.findByRole("region", { name: "Map of every published temple" }, slow);
    // At the zoom that fits both temples they are apart; each is a button named after it.
    const marker = await within(map).findByRole("button", { name: "Jagannath" }, slow);
    await user.click(marker);
    expect(screen.getByTestId("probe")).toHaveTextContent("/app/temples/jagannath");
  });

  it("keeps a marker that stays in view when the map moves, so a press at that moment is not lost", async () => {
    screenSized();
    api();
    const user = userEvent.setup();
    await renderAt("/map", <MapPage />);
    const map = await screen.findByRole("region", { name: "Map of every published temple" }, slow);
    const marker = await within(map).findByRole("button", { name: "Jagannath" }, slow);
    const pane = map.querySelector<HTMLElement>(".leaflet-map-pane")!;
    const where = () => `${pane.style.left},${pane.style.top},${pane.style.transform}`;
    const before = where();
    // The map pans (an arrow key here; a resized container or a drag does the same): Jagannath,
    // at the top right, stays in view and moves down with it.
    map.focus();
    fireEvent.keyDown(document, { key: "ArrowUp", keyCode: 38 });
    // Until the pan has ended (the pane moved, then stood still): the map's "moveend".
    let last = before;
    await waitFor(
      () => {
        const now = where();
        const settled = now !== before && now === last;
        last = now;
        expect(settled).toBe(true);
      },
      { interval: 100 },
    );
    // Leaflet announces the end of the pan ("moveend", when the markers are redrawn) a few frames
    // after the pane stops; a marker replaced then is what this test is about.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(within(map).getByRole("button", { name: "Jagannath" })).toBe(marker);
    await user.click(marker);
    expect(screen.getByTestId("probe")).toHaveTextContent("/app/temples/jagannath");
  });

  it("groups the temples of one town into a cluster that names how many it holds", async () => {
    screenSized();
    api([...ALL, KOODAL]);
    await renderAt("/map", <MapPage />);
    const map = await screen.findByRole("region", { name: "Map of every published temple" }, slow);
    expect(
      await within(map).findByRole("button", { name: "2 temples here: zoom in" }, slow),
    ).toBeInTheDocument();
    expect(within(map).getByRole("button", { name: "Jagannath" })).toBeInTheDocument();
    expect(within(map).queryByRole("button", { name: "Koodal Azhagar" })).not.toBeInTheDocument();
  });
});
