import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderCms } from "../cms/cms-test-utils";
import QuotaReleasesPage from "./quota-releases-page";
import { istDates } from "./release-phase";

const TEMPLE = { id: "10000000-0000-4000-8000-000000000001", name: "Sri Kapaleeswarar" };
const POOJA = { id: "20000000-0000-4000-8000-000000000001", name: "Sahasranama Archanai" };
const HOUR = 3_600_000;

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
    const { tomorrow } = istDates(new Date());
    fireEvent.change(within(form).getByLabelText(/First date released/), {
      target: { value: "2026-12-10" },
    });
    // The last date before the first: refused on the field, before any request.
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: "2026-12-01" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    expect(
      await within(form).findByText("Not before the first date, and at most 92 days after it"),
    ).toBeVisible();
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: "2026-12-31" },
    });
    fireEvent.change(within(form).getByLabelText(/Devotees admitted per minute/), {
      target: { value: "120" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));

    await waitFor(() =>
      expect(callsTo(spy, "/api/staff/quota-releases").filter((c) => c.body)).toHaveLength(1),
    );
    const sent = callsTo(spy, "/api/staff/quota-releases").find((c) => c.body)!.body;
    expect(sent).toEqual({
      poojaId: POOJA.id,
      fromDate: "2026-12-10",
      toDate: "2026-12-31",
      // 10:00 at the temple, whatever the browser's zone.
      releaseAt: `${tomorrow}T10:00:00+05:30`,
      ratePerMinute: 120,
      joinWindowMinutes: 15,
    });
    expect(await screen.findByText(/The release is scheduled/)).toBeVisible();
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
      target: { value: "2026-12-10" },
    });
    fireEvent.change(within(form).getByLabelText(/Last date released/), {
      target: { value: "2026-12-12" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule release" }));
    expect(await within(form).findByText("Choose a release time in the future")).toBeVisible();
    expect(screen.queryByText(/The release is scheduled/)).toBeNull();
  });
});
