import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import QuotaReleasesPage from "./quota-releases-page";
import { istDates } from "./release-phase";

const TEMPLE = { id: "10000000-0000-4000-8000-000000000001", name: "Sri Kapaleeswarar" };
const POOJA = { id: "20000000-0000-4000-8000-000000000001", name: "Sahasranama Archanai" };
const HOUR = 3_600_000;
const { tomorrow } = istDates(new Date());
/** A date `days` after tomorrow in India, so the form's "from today on" holds whenever this runs. */
const dayAfter = (days: number) =>
  new Date(Date.parse(`${tomorrow}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const FROM = dayAfter(6);
const TO = dayAfter(27);

function release(over: Record<string, unknown> = {}, figures: Record<string, number> = {}) {
  const releaseAt = new Date(Date.now() - HOUR).toISOString();
  return {
    id: "30000000-0000-4000-8000-000000000001",
    poojaId: POOJA.id,
    fromDate: "2026-12-01",
    toDate: "2026-12-31",
    releaseAt,
    joinOpensAt: new Date(Date.parse(releaseAt) - 15 * 60_000).toISOString(),
    ratePerMinute: 30,
    joinWindowMinutes: 15,
    pooja: POOJA,
    temple: TEMPLE,
    figures: { joined: 12_500, admitted: 1_800, sold: 500, remaining: 0, ...figures },
    ...over,
  };
}

describe("quota releases page (issue 15)", { timeout: 30_000 }, () => {
  it("lists each release with its queue's figures and tells a sold-out one", async () => {
    mockApi({
      "GET /api/staff/quota-releases": () => ({
        body: { status: "success", data: [release()] },
      }),
    });
    await renderCms("/bookings/quota-releases", <QuotaReleasesPage />);
    const row = await screen.findByRole("row", { name: /Sahasranama Archanai/ }, { timeout: 8000 });
    expect(within(row).getByText("Sri Kapaleeswarar")).toBeInTheDocument();
    // Counts grouped as Indian readers group them.
    expect(within(row).getByText("12,500")).toBeInTheDocument();
    expect(within(row).getByText("1,800")).toBeInTheDocument();
    expect(within(row).getByText("500")).toBeInTheDocument();
    expect(within(row).getByText("Sold out")).toBeInTheDocument();
    expect(within(row).getByText("30 a minute")).toBeInTheDocument();
    expect(within(row).getByText("1 Dec 2026 to 31 Dec 2026")).toBeInTheDocument();
  });

  it("schedules a release at a time read as India time, checked by the contract first", async () => {
    const spy = mockApi({
      "GET /api/staff/quota-releases": () => ({ body: { status: "success", data: [] } }),
      "GET /api/temples": () => ({
        body: { status: "success", data: [TEMPLE], meta: { total: 1, page: 1, limit: 20 } },
      }),
      "GET /api/poojas": () => ({
        body: { status: "success", data: [POOJA], meta: { total: 1, page: 1, limit: 20 } },
      }),
      [`GET /api/poojas/${POOJA.id}`]: () => ({
        body: { status: "success", data: { ...POOJA, temple: TEMPLE } },
      }),
      "POST /api/staff/quota-releases": (body) => ({
        status: 201,
        body: { status: "success", data: { ...release(), ...(body as object) } },
      }),
    });
    await renderCms("/bookings/quota-releases", <QuotaReleasesPage />);
    expect(await screen.findByText("No quota releases yet.", {}, { timeout: 8000 })).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Schedule a release" }));
    const form = await screen.findByRole("form", { name: "Schedule a quota release" });

    // Nothing chosen: the contract's checks land on the fields, nothing is sent.
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    expect(await within(form).findByText("Choose a temple, then the pooja")).toBeVisible();
    expect(callsTo(spy, "/api/staff/quota-releases").filter((c) => c.body)).toHaveLength(0);

    const pick = async (label: string, option: string) => {
      fireEvent.mouseDown(within(form).getByRole("combobox", { name: label }));
      fireEvent.click(await screen.findByRole("option", { name: option }, { timeout: 8000 }));
    };
    await pick("Temple", TEMPLE.name);
    await pick("Pooja", POOJA.name);
    fireEvent.change(within(form).getByLabelText(/First date released/), {
      target: { value: FROM },
    });
    // The last date before the first: refused on the field, before any request.
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: dayAfter(1) },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    expect(
      await within(form).findByText("Not before the first date, and at most 92 days after it"),
    ).toBeVisible();
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: TO },
    });
    fireEvent.change(within(form).getByLabelText(/Devotees admitted per minute/), {
      target: { value: "120" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));

    // The last look names the temple and the pooja as the server has them; nothing is sent yet.
    const check = await screen.findByRole("dialog", { name: "Schedule this release?" });
    const table = await within(check).findByRole("table", {}, { timeout: 8000 });
    expect(within(table).getByRole("row", { name: /Temple Sri Kapaleeswarar/ })).toBeVisible();
    expect(within(table).getByRole("row", { name: /Pooja Sahasranama Archanai/ })).toBeVisible();
    expect(within(table).getByText("120 a minute")).toBeVisible();
    expect(callsTo(spy, "/api/staff/quota-releases").filter((c) => c.body)).toHaveLength(0);
    fireEvent.click(within(check).getByRole("button", { name: "Confirm and schedule" }));

    await waitFor(() =>
      expect(callsTo(spy, "/api/staff/quota-releases").filter((c) => c.body)).toHaveLength(1),
    );
    const sent = callsTo(spy, "/api/staff/quota-releases").find((c) => c.body)!.body;
    expect(sent).toEqual({
      poojaId: POOJA.id,
      fromDate: FROM,
      toDate: TO,
      // 10:00 at the temple, whatever the browser's zone.
      releaseAt: `${tomorrow}T10:00:00+05:30`,
      ratePerMinute: 120,
      joinWindowMinutes: 15,
    });
    expect(await screen.findByText(/The release is scheduled/)).toBeVisible();
    expect(
      screen.getByText("Sahasranama Archanai at Sri Kapaleeswarar: release scheduled"),
    ).toBeVisible();
  });

  it("asks for the temple first, then searches only that temple's poojas; going back saves nothing", async () => {
    const spy = mockApi({
      "GET /api/staff/quota-releases": () => ({ body: { status: "success", data: [] } }),
      "GET /api/temples": () => ({
        body: { status: "success", data: [TEMPLE], meta: { total: 1, page: 1, limit: 20 } },
      }),
      "GET /api/poojas": () => ({
        body: { status: "success", data: [POOJA], meta: { total: 1, page: 1, limit: 20 } },
      }),
      [`GET /api/poojas/${POOJA.id}`]: () => ({
        body: { status: "success", data: { ...POOJA, temple: TEMPLE } },
      }),
    });
    await renderCms("/bookings/quota-releases", <QuotaReleasesPage />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Schedule a release" }, { timeout: 8000 }),
    );
    const form = await screen.findByRole("form", { name: "Schedule a quota release" });
    // No temple: no list of every pooja, a picker that cannot be opened, and why.
    expect(within(form).getByRole("combobox", { name: "Pooja" })).toBeDisabled();
    expect(
      within(form).getByText("Choose the temple first: only its poojas are offered."),
    ).toBeVisible();
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    expect(await within(form).findByText("Choose the temple first")).toBeVisible();
    expect(queriesTo(spy, "GET", "/api/poojas")).toEqual([]);

    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Temple" }));
    fireEvent.click(await screen.findByRole("option", { name: TEMPLE.name }, { timeout: 8000 }));
    const picker = within(form).getByRole("combobox", { name: "Pooja" });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.type(picker, "Sahasra");
    await waitFor(() =>
      expect(queriesTo(spy, "GET", "/api/poojas").some((q) => q.get("q") === "Sahasra")).toBe(true),
    );
    for (const query of queriesTo(spy, "GET", "/api/poojas")) {
      expect(query.get("temple_id")).toBe(TEMPLE.id);
    }
    fireEvent.click(await screen.findByRole("option", { name: POOJA.name }, { timeout: 8000 }));
    fireEvent.change(within(form).getByLabelText(/First date released/), {
      target: { value: FROM },
    });
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: TO },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    const check = await screen.findByRole("dialog", { name: "Schedule this release?" });
    await within(check).findByRole("row", { name: /Temple Sri Kapaleeswarar/ }, { timeout: 8000 });
    fireEvent.click(within(check).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Still the form, with what was typed, and nothing saved.
    expect(within(form).getByLabelText(/First date released/)).toHaveValue(FROM);
    expect(callsTo(spy, "/api/staff/quota-releases").filter((c) => c.body)).toHaveLength(0);
  });

  it("puts the server's refusal on the field it names", async () => {
    mockApi({
      "GET /api/staff/quota-releases": () => ({ body: { status: "success", data: [] } }),
      "GET /api/temples": () => ({
        body: { status: "success", data: [TEMPLE], meta: { total: 1, page: 1, limit: 20 } },
      }),
      "GET /api/poojas": () => ({
        body: { status: "success", data: [POOJA], meta: { total: 1, page: 1, limit: 20 } },
      }),
      [`GET /api/poojas/${POOJA.id}`]: () => ({
        body: { status: "success", data: { ...POOJA, temple: TEMPLE } },
      }),
      "POST /api/staff/quota-releases": () => ({
        status: 400,
        body: {
          status: "error",
          code: "VALIDATION",
          error: "body.releaseAt: must be in the future",
          details: [{ path: "body.releaseAt", message: "must be in the future" }],
        },
      }),
    });
    await renderCms("/bookings/quota-releases", <QuotaReleasesPage />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Schedule a release" }, { timeout: 8000 }),
    );
    const form = await screen.findByRole("form", { name: "Schedule a quota release" });
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Temple" }));
    fireEvent.click(await screen.findByRole("option", { name: TEMPLE.name }, { timeout: 8000 }));
    fireEvent.mouseDown(within(form).getByRole("combobox", { name: "Pooja" }));
    fireEvent.click(await screen.findByRole("option", { name: POOJA.name }, { timeout: 8000 }));
    fireEvent.change(within(form).getByLabelText(/First date released/), {
      target: { value: FROM },
    });
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: dayAfter(8) },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    const check = await screen.findByRole("dialog", { name: "Schedule this release?" });
    fireEvent.click(
      await within(check).findByRole("button", { name: "Confirm and schedule" }, { timeout: 8000 }),
    );
    expect(await within(form).findByText("Choose a release time in the future")).toBeVisible();
    expect(screen.queryByText(/The release is scheduled/)).toBeNull();
  });
});
