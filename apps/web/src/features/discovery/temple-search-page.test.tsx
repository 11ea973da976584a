import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { list, queriesTo, renderRoute, uuid } from "./discovery-test-utils";
import TempleSearchPage from "./temple-search-page";

const slow = { timeout: 8000 };
const TN = uuid(1);
const KA = uuid(2);
const MADURAI = uuid(11);
const CHENNAI = uuid(12);
const MYSURU = uuid(21);

const stamp = { createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" };
const states = [
  { id: KA, name: "Karnataka", code: "KA", kind: "state", ...stamp },
  { id: TN, name: "Tamil Nadu", code: "TN", kind: "state", ...stamp },
];
const districtsOf: Record<string, { id: string; name: string }[]> = {
  [TN]: [
    { id: CHENNAI, name: "Chennai" },
    { id: MADURAI, name: "Madurai" },
  ],
  [KA]: [{ id: MYSURU, name: "Mysuru" }],
};

const card = (n: number, extra: Record<string, unknown> = {}) => ({
  id: uuid(100 + n),
  slug: `temple-${n}`,
  name: `Temple ${n}`,
  town: "Madurai",
  state: "Tamil Nadu",
  district: "Madurai",
  deity: "Parvati",
  mainForm: "Meenakshi",
  image: null,
  latitude: 9.9,
  longitude: 78.1,
  distanceKm: null,
  illustration: `/api/public/temples/temple-${n}/illustration.svg?v=abc`,
  lang: "en",
  fallback: [],
  ...extra,
});

function api(temples: () => { status?: number; body?: unknown } = () => list([card(1)])) {
  return mockApi({
    "GET /api/states": () => list(states),
    "GET /api/category/search": () => list([{ id: uuid(31), name: "Heritage", ...stamp }]),
    "GET /api/deities": () => list([{ id: uuid(41), name: "Shiva", ...stamp }]),
    "GET /api/public/temples": temples,
  });
}

/** The districts answer depends on the state asked for: mockApi gives handlers no URL. */
function withDistricts(spy: ReturnType<typeof mockApi>) {
  const inner = spy.getMockImplementation()!;
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/districts/search") {
      const rows = districtsOf[url.searchParams.get("state_id") ?? ""] ?? [];
      return new Response(JSON.stringify(list(rows).body), {
        headers: { "content-type": "application/json" },
      });
    }
    return inner(input, init);
  });
  return spy;
}

const open = (url: string) => renderRoute("/app/temples", url, <TempleSearchPage />);

describe("temple search page", { timeout: 30_000 }, () => {
  it("searches with the filters of a shared link and shows them in the pickers", async () => {
    const spy = withDistricts(api());
    await open(`/app/temples?q=meenakshi&state=${TN}&district=${MADURAI}&page=2`);
    expect(await screen.findByRole("link", { name: "Temple 1" }, slow)).toHaveAttribute(
      "href",
      "/app/temples/temple-1",
    );
    const sent = queriesTo(spy, "/api/public/temples").at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      lang: "en",
      q: "meenakshi",
      state_id: TN,
      district_id: MADURAI,
      page: "2",
      limit: "20",
    });
    expect(screen.getByLabelText("Search temples")).toHaveValue("meenakshi");
    await waitFor(() => expect(screen.getByLabelText("State")).toHaveDisplayValue("Tamil Nadu"));
    await waitFor(() => expect(screen.getByLabelText("District")).toHaveDisplayValue("Madurai"));
    expect(screen.getByText("Madurai, Madurai, Tamil Nadu")).toBeInTheDocument();
  });

  it("loads the chosen state's districts, keeps every choice in the URL and goes back", async () => {
    const spy = withDistricts(api());
    const user = userEvent.setup();
    const { router } = await open("/app/temples");
    const district = await screen.findByLabelText("District", {}, slow);
    expect(district).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("option", { name: "Tamil Nadu" })).toBeTruthy());

    await user.selectOptions(screen.getByLabelText("State"), "Tamil Nadu");
    await waitFor(() => expect(router.state.location.search).toBe(`?state=${TN}`));
    await waitFor(() => expect(district).toBeEnabled());
    const names = () =>
      within(district)
        .getAllByRole("option")
        .map((o) => o.textContent);
    await waitFor(() => expect(names()).toEqual(["All districts", "Chennai", "Madurai"]));

    await user.selectOptions(district, "Madurai");
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?state=${TN}&district=${MADURAI}`),
    );
    await waitFor(() =>
      expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("district_id")).toBe(MADURAI),
    );

    // Another state: its own districts, and the old district leaves the URL.
    await user.selectOptions(screen.getByLabelText("State"), "Karnataka");
    await waitFor(() => expect(router.state.location.search).toBe(`?state=${KA}`));
    await waitFor(() => expect(names()).toEqual(["All districts", "Mysuru"]));

    // The back button brings the previous filters back into the pickers.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText("State")).toHaveDisplayValue("Tamil Nadu"));
    await waitFor(() => expect(screen.getByLabelText("District")).toHaveDisplayValue("Madurai"));
  });

  it("puts the typed text in the URL once the typing pauses", async () => {
    const spy = api();
    const user = userEvent.setup();
    const { router } = await open("/app/temples?page=3");
    await user.type(await screen.findByLabelText("Search temples", {}, slow), "rama");
    await waitFor(() => expect(router.state.location.search).toBe("?q=rama"));
    await waitFor(() =>
      expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("q")).toBe("rama"),
    );
    // Only the settled text was searched, not every keystroke.
    const texts = queriesTo(spy, "/api/public/temples").map((q) => q.get("q"));
    expect(texts).not.toContain("r");
    expect(texts).not.toContain("ra");
  });

  it("says why when the browser refuses the location, and keeps the results", async () => {
    api();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: "denied" } as GeolocationPositionError),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    const { router } = await open("/app/temples");
    await screen.findByRole("link", { name: "Temple 1" }, slow);
    await user.click(screen.getByRole("button", { name: "Near me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Location permission was denied. To see temples near you, allow location",
    );
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("link", { name: "Temple 1" })).toBeInTheDocument();
  });

  it("sorts by distance from the visitor and shows how far each temple is", async () => {
    const spy = api(() => list([card(1, { distanceKm: 3.24 }), card(2, { distanceKm: 12.6 })]));
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 9.925201, longitude: 78.119774 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup();
    const { router } = await open("/app/temples");
    await user.click(await screen.findByRole("button", { name: "Near me" }, slow));
    await waitFor(() => expect(router.state.location.search).toBe("?near=9.9252%2C78.1198"));
    await waitFor(() =>
      expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("near")).toBe("9.9252,78.1198"),
    );
    expect(await screen.findByText("3.2 km away")).toBeInTheDocument();
    expect(screen.getByText("13 km away")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stop sorting by distance" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows an empty state, and an error with a retry that asks again", async () => {
    let fail = true;
    const spy = api(() =>
      fail
        ? { status: 500, body: { status: "error", code: "INTERNAL", error: "x" } }
        : list([], { total: 0, page: 1, limit: 20 }),
    );
    const user = userEvent.setup();
    await open("/app/temples?q=nothing");
    expect(await screen.findByText("We could not load the temples.", {}, slow)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No temples match your search.")).toBeInTheDocument();
    expect(screen.getByText("0 temples found")).toBeInTheDocument();
    expect(queriesTo(spy, "/api/public/temples")).toHaveLength(2);
  });

  it("ignores a mangled link instead of sending the server a bad query", async () => {
    const spy = api();
    await open("/app/temples?state=nope&district=also-nope&near=here&page=-4");
    await screen.findByRole("link", { name: "Temple 1" }, slow);
    expect(Object.fromEntries(queriesTo(spy, "/api/public/temples").at(-1)!)).toEqual({
      lang: "en",
      page: "1",
      limit: "20",
    });
  });

  it("pages through the results", async () => {
    const spy = api(() => list([card(1)], { total: 45, page: 1, limit: 20 }));
    // jsdom lays nothing out; the page scrolls the results' top into view.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const { router } = await open(`/app/temples?state=${TN}`);
    await user.click(await screen.findByRole("button", { name: "Go to page 3" }, slow));
    await waitFor(() => expect(router.state.location.search).toBe(`?state=${TN}&page=3`));
    await waitFor(() =>
      expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("page")).toBe("3"),
    );
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it("asks in the devotee's language and marks what came back in English (issue 19)", async () => {
    const spy = api(() =>
      list([
        card(1, {
          name: "அருள்மிகு மீனாட்சி கோயில்",
          town: "மதுரை",
          district: "மதுரை",
          state: "Tamil Nadu",
          lang: "ta",
          fallback: ["state"],
        }),
      ]),
    );
    await open("/app/temples?q=மீனாட்சி");
    await act(() => i18n.changeLanguage("ta"));
    const link = await screen.findByRole("link", { name: "அருள்மிகு மீனாட்சி கோயில்" }, slow);
    expect(link).not.toHaveAttribute("lang");
    expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("lang")).toBe("ta");
    const result = link.closest("article")!;
    expect(within(result).getByText("Tamil Nadu")).toHaveAttribute("lang", "en");
    // No photo yet: the temple's own drawing, not a shared placeholder.
    expect(result.querySelector("img")).toHaveAttribute(
      "src",
      "/api/public/temples/temple-1/illustration.svg?v=abc",
    );
    await act(() => i18n.changeLanguage("en"));
  });

  it("says what a misspelt text was searched as, in the devotee's language (decision 176)", async () => {
    const meta = (understoodAs?: unknown) => ({ total: 1, page: 1, limit: 20, understoodAs });
    let said: unknown = { kind: "corrected", text: "Venkateswara" };
    const spy = api(() => ({ body: { status: "success", data: [card(1)], meta: meta(said) } }));
    const { container, router } = await open("/app/temples?q=venkateshvra");
    await screen.findByRole("link", { name: "Temple 1" }, slow);
    const line = () => container.querySelector(".understood");
    await waitFor(() => expect(line()).toHaveTextContent("Showing results for Venkateswara"));
    // The corrected words stand out; the box keeps what the devotee typed.
    expect(within(line() as HTMLElement).getByText("Venkateswara").tagName).toBe("STRONG");
    expect(screen.getByLabelText("Search temples")).toHaveValue("venkateshvra");

    await act(() => i18n.changeLanguage("hi"));
    await waitFor(() => expect(line()).toHaveTextContent("Venkateswara के परिणाम दिखाए जा रहे हैं"));
    await act(() => i18n.changeLanguage("en"));

    // Only similar names: said so, with the text as typed.
    said = { kind: "similar" };
    await act(() => router.navigate("/app/temples?q=swamy%20venkateswara"));
    await waitFor(() =>
      expect(line()).toHaveTextContent(
        "No exact match for “swamy venkateswara” — showing similar names",
      ),
    );
    // Searched as typed: nothing to say.
    said = undefined;
    await act(() => router.navigate("/app/temples?q=venkateswara"));
    await waitFor(() =>
      expect(queriesTo(spy, "/api/public/temples").at(-1)?.get("q")).toBe("venkateswara"),
    );
    await waitFor(() => expect(line()).toBeNull());
    expect(screen.getByText("1 temple found")).toBeInTheDocument();
  });

  it("names states in the devotee's language in the picker, English ones marked", async () => {
    mockApi({
      "GET /api/states": () =>
        list([
          { ...states[1], translations: { hi: { name: "तमिलनाडु" } } },
          { ...states[0], translations: {} },
        ]),
      "GET /api/category/search": () => list([]),
      "GET /api/deities": () => list([]),
      "GET /api/public/temples": () => list([card(1)]),
    });
    await open("/app/temples");
    await act(() => i18n.changeLanguage("hi"));
    const picker = await screen.findByLabelText("राज्य", {}, slow);
    await within(picker).findByRole("option", { name: "तमिलनाडु" }, slow);
    expect(within(picker).getByRole("option", { name: "Karnataka" })).toHaveAttribute("lang", "en");
    expect(within(picker).getByRole("option", { name: "तमिलनाडु" })).not.toHaveAttribute("lang");
    await act(() => i18n.changeLanguage("en"));
  });
});
