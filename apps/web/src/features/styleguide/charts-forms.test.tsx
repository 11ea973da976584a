import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { queriesTo } from "../cms/cms-test-utils";
import { ok, renderStyleguide, slow } from "./styleguide-test-utils";

const TEMPLE = "10000000-0000-4000-8000-000000000001";
const figures = {
  from: "2026-11-18",
  to: "2026-11-20",
  byDay: [
    { date: "2026-11-18", bookings: 0, revenuePaise: 0 },
    { date: "2026-11-19", bookings: 3, revenuePaise: 45_000 },
    { date: "2026-11-20", bookings: 1, revenuePaise: 1_50_000 },
  ],
  byTemple: [{ templeId: TEMPLE, name: "Sri Kapaleeswarar", bookings: 4, revenuePaise: 1_95_000 }],
  byKind: [
    { kind: "homam", bookings: 1, revenuePaise: 1_50_000 },
    { kind: "archanai", bookings: 3, revenuePaise: 45_000 },
  ],
};

describe("style guide: charts and forms (issue 14)", { timeout: 60_000 }, () => {
  it("charts: the real figures by day, temple and pooja kind, each with its table", async () => {
    const api = mockApi({ "GET /api/staff/booking-figures": () => ok(figures) });
    const user = userEvent.setup();
    await renderStyleguide("/charts/echarts");
    const byKind = await screen.findByRole("table", { name: "By pooja kind" }, slow);
    expect(within(byKind).getByRole("row", { name: /Homam/ })).toHaveTextContent("₹1,500.00");
    expect(screen.getByRole("table", { name: "By temple" })).toHaveTextContent(
      "Sri Kapaleeswarar4₹1,950.00",
    );
    expect(within(screen.getByRole("table", { name: "By day" })).getAllByRole("row")).toHaveLength(
      4,
    );
    expect(
      screen.getByRole("img", { name: "Ring chart of revenue by pooja kind" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/4 bookings paid, ₹1,950.00 after refunds/)).toBeInTheDocument();
    // The last 30 days by default; another period asks the server again.
    const asked = () => queriesTo(api, "GET", "/api/staff/booking-figures");
    const first = asked()[0]!;
    const span = (q: URLSearchParams) =>
      (Date.parse(q.get("to")!) - Date.parse(q.get("from")!)) / 86_400_000 + 1;
    expect(span(first)).toBe(30);
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    await user.click(screen.getByRole("option", { name: "Last 7 days" }));
    await waitFor(() => expect(span(asked().at(-1)!)).toBe(7));
  });

  it("charts: the server's refusal in words, with a way to try again", async () => {
    mockApi({
      "GET /api/staff/booking-figures": () => ({
        status: 403,
        body: { status: "error", code: "FORBIDDEN", error: "You are not allowed to do this" },
      }),
    });
    await renderStyleguide("/charts/echarts");
    expect(await screen.findByText("You are not allowed to do this", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("basic form: the contact form with the contract's messages in red", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderStyleguide("/forms/basic");
    const email = await screen.findByRole("textbox", { name: /Email/ }, slow);
    await user.type(email, "not-an-email");
    await user.tab();
    const message = await screen.findByText(/valid e-?mail/i);
    expect(message).toHaveClass("Mui-error");
    expect(screen.getByRole("link", { name: "Contact messages" })).toHaveAttribute(
      "href",
      "/inbox/contact",
    );
  });

  it("editor: the CMS editor with its toolbar, its HTML and the devotee's cleaned view", async () => {
    mockApi({});
    await renderStyleguide("/forms/editor");
    expect(
      await screen.findByRole("toolbar", { name: "Description formatting" }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bold" })).toBeInTheDocument();
    expect(screen.getByTestId("editor-html")).toHaveTextContent("<h2>Vaikunta Ekadashi</h2>");
    expect(
      within(screen.getByTestId("editor-preview")).getByRole("heading", {
        name: "Vaikunta Ekadashi",
      }),
    ).toBeInTheDocument();
  });

  it("upload: the CMS image field, dropped or chosen, and a refusal shown in words", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderStyleguide("/forms/upload");
    const zone = await screen.findByTestId("drop-zone", {}, slow);
    expect(zone).toHaveTextContent("or drop an image here: JPEG, PNG or WebP, up to 5 MB");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "gopuram.jpg", {
      type: "image/jpeg",
    });
    fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    const refusal = await screen.findByText("The image must be at most 5 MB");
    expect(refusal).toHaveClass("Mui-error");
    await user.upload(screen.getByLabelText("Upload Images"), big);
    expect(screen.getByText("The image must be at most 5 MB")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Uploaded image/ })).not.toBeInTheDocument();
  });
});
