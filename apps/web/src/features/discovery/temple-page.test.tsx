import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/render";
import { renderRoute, uuid } from "./discovery-test-utils";
import TemplePageView from "./temple-page";

const slow = { timeout: 8000 };
const ARCHANAI = uuid(51);
const HOMAM = uuid(52);
const day = [
  { open: "05:00", close: "12:30" },
  { open: "16:00", close: "21:00" },
];

function temple(extra: Record<string, unknown> = {}) {
  return {
    id: uuid(1),
    slug: "meenakshi-amman-temple-madurai",
    name: "Arulmigu Meenakshi Sundareswarar Temple",
    town: "Madurai",
    state: "Tamil Nadu",
    district: "Madurai",
    deity: "Parvati",
    mainForm: "Meenakshi",
    image: "/media/a.jpg",
    latitude: 9.9195,
    longitude: 78.1193,
    address: "Madurai Main",
    pinCode: "625001",
    description: '<p>Twin temple.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    history: "Rebuilt by the Nayaks.",
    images: ["/media/a.jpg", "/media/b.jpg"],
    phone: "+91 452 234 4360",
    website: "https://maduraimeenakshi.hrce.tn.gov.in",
    deityDescription: "The Mother Goddess.",
    mainFormDescription: "The fish-eyed goddess.",
    timings: [[], day, day, day, day, day, day],
    openNow: true,
    poojas: [
      {
        id: ARCHANAI,
        name: "Meenakshi Amman Archanai",
        kind: "archanai",
        description: "With kumkum and flowers.",
        pricePaise: 10_000,
        durationMinutes: 15,
        maxParticipants: 6,
        nextAvailableDate: "2026-11-24",
      },
      {
        id: HOMAM,
        name: "Navagraha Homam",
        kind: "homam",
        description: "",
        pricePaise: 1_50_000_00,
        durationMinutes: 90,
        maxParticipants: 2,
        nextAvailableDate: null,
      },
    ],
    upcomingEvents: [
      {
        id: uuid(61),
        title: "Karthigai Deepam",
        kind: "festival",
        startsAt: "2026-12-03T18:30:00.000Z",
        endsAt: "2026-12-04T18:30:00.000Z",
        allDay: true,
        note: "Lamps all evening.",
      },
    ],
    ...extra,
  };
}

function api(t: Record<string, unknown> | null, mapTileUrl: string | null = null) {
  return mockApi({
    "GET /api/public/config": () => ({
      body: { status: "success", data: { mapTileUrl, paymentProvider: "local" } },
    }),
    "GET /api/public/temples/meenakshi-amman-temple-madurai": () =>
      t
        ? { body: { status: "success", data: t } }
        : { status: 404, body: { status: "error", code: "NOT_FOUND", error: "Temple not found" } },
  });
}

const open = () =>
  renderRoute(
    "/app/temples/:slug",
    "/app/temples/meenakshi-amman-temple-madurai",
    <TemplePageView />,
  );

describe("temple page", { timeout: 30_000 }, () => {
  it("shows the temple open now, its deity and its weekly timings", async () => {
    api(temple());
    await open();
    expect(
      await screen.findByRole("heading", { level: 1, name: temple().name }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText("Open now")).toBeInTheDocument();
    expect(screen.getByText("Main form: Meenakshi")).toBeInTheDocument();
    expect(screen.getByText("The fish-eyed goddess.")).toBeInTheDocument();
    expect(screen.getByText("Deity: Parvati")).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("SundayClosed");
    expect(rows[2]).toHaveTextContent("Monday5:00 am – 12:30 pm, 4:00 pm – 9:00 pm");
    expect(screen.getByText(/PIN 625001/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+91 452 234 4360" })).toHaveAttribute(
      "href",
      "tel:+914522344360",
    );
    expect(screen.getByText("Karthigai Deepam")).toBeInTheDocument();
    expect(screen.getByText("Festival · 4 Dec 2026")).toBeInTheDocument();
  });

  it("says closed now when the server says so", async () => {
    api(temple({ openNow: false }));
    await open();
    expect(await screen.findByText("Closed now", {}, slow)).toBeInTheDocument();
    expect(screen.queryByText("Open now")).not.toBeInTheDocument();
  });

  it("lists the poojas with kind, price, duration, next date and a Book link", async () => {
    api(temple());
    await open();
    const list = within(
      (await screen.findByRole("heading", { name: "Poojas" }, slow)).closest("section")!,
    );
    const archanai = list.getByRole("listitem", { name: "Meenakshi Amman Archanai" });
    expect(archanai).toHaveTextContent("Archanai");
    expect(archanai).toHaveTextContent("₹100.00");
    expect(archanai).toHaveTextContent("15 minutes");
    expect(archanai).toHaveTextContent("Next available: Tue, 24 Nov, 2026");
    expect(
      within(archanai).getByRole("link", { name: "Book Meenakshi Amman Archanai" }),
    ).toHaveAttribute("href", `/app/temples/meenakshi-amman-temple-madurai/book/${ARCHANAI}`);

    const homam = list.getByRole("listitem", { name: "Navagraha Homam" });
    expect(homam).toHaveTextContent("Homam");
    expect(homam).toHaveTextContent("₹1,50,000.00");
    expect(homam).toHaveTextContent("No dates open");
    expect(within(homam).queryByRole("link")).not.toBeInTheDocument();
  });

  it("links to directions and, with no tile server, pins the temple on India's outline", async () => {
    api(temple(), null);
    await open();
    const directions = await screen.findByRole("link", { name: "Directions" }, slow);
    expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=9.9195,78.1193",
    );
    expect(directions).toHaveAttribute("target", "_blank");
    expect(directions.getAttribute("rel")).toContain("noopener");
    const map = await screen.findByRole(
      "region",
      { name: `Map of the area around ${temple().name}` },
      slow,
    );
    expect(map).toHaveAttribute("data-base", "outline");
    await waitFor(() => expect(within(map).getByTitle(temple().name)).toBeInTheDocument());
    expect(map.querySelector("img.leaflet-tile")).toBeNull();
  });

  it("draws the map from the configured tile server, centred on the temple", async () => {
    // Every image address the page asks for, tiles included, even one dropped before it shows.
    const srcSetter = vi.spyOn(HTMLImageElement.prototype, "src", "set");
    try {
      api(temple(), "https://tiles.example.org/{z}/{x}/{y}.png");
      await open();
      const map = await screen.findByRole(
        "region",
        { name: `Map of the area around ${temple().name}` },
        slow,
      );
      expect(map).toHaveAttribute("data-base", "tiles");
      // Zoom 15: Madurai (9.9195 N, 78.1193 E) lies in tile x 23494, y 15476.
      await waitFor(() => {
        const sources = [...map.querySelectorAll("img.leaflet-tile")].map((i) =>
          i.getAttribute("src"),
        );
        expect(sources).toContain("https://tiles.example.org/15/23494/15476.png");
      }, slow);
      // A phone fetches only the tiles of the temple's view: none of all India's first.
      const tiles = srcSetter.mock.calls
        .map(([src]) => String(src))
        .filter((src) => src.startsWith("https://tiles.example.org/"));
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.filter((src) => !src.startsWith("https://tiles.example.org/15/"))).toEqual([]);
    } finally {
      srcSetter.mockRestore();
    }
  });

  it("has neither map nor directions for a temple without coordinates", async () => {
    api(temple({ latitude: null, longitude: null }), "https://tiles.example.org/{z}/{x}/{y}.png");
    await open();
    await screen.findByRole("heading", { level: 1 }, slow);
    expect(screen.queryByRole("link", { name: "Directions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Map of the area/ })).not.toBeInTheDocument();
  });

  it("shows the description without the scripts and handlers someone slipped into it", async () => {
    api(temple());
    await open();
    const about = (await screen.findByRole("heading", { name: "About the temple" }, slow)).closest(
      "section",
    )!;
    expect(about).toHaveTextContent("Twin temple.");
    expect(about.querySelector("script")).toBeNull();
    expect(about.querySelector("[onerror]")).toBeNull();
  });

  it("answers an unknown temple with a friendly not-found page", async () => {
    api(null);
    await open();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Temple not found" }, slow),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to temple search" })[0]).toHaveAttribute(
      "href",
      "/app/temples",
    );
  });
});
