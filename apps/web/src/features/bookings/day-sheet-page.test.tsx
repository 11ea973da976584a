import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import DaySheetPage from "./day-sheet-page";
import {
  list,
  ok,
  POOJA_B,
  PRIEST,
  priestsAnswer,
  staffBooking,
  TEMPLE,
  templesAnswer,
} from "./test-data";

const slow = { timeout: 8000 };

function sheet() {
  const late = staffBooking({ slot: "18:00", receiptNumber: "SN-2026-000103" });
  const abhishekam = staffBooking({
    slot: "06:30",
    receiptNumber: "SN-2026-000102",
    pooja: { id: POOJA_B, name: "Abhishekam", kind: "abhishekam" },
    priestId: PRIEST,
    priestName: "Sri Raghavan",
    wish: "Good health for mother",
    participants: [
      { name: "Ravi", gotra: "Bharadwaja", nakshatra: "ashwini", rasi: "mesha" },
      { name: "Meena", gotra: "Bharadwaja", nakshatra: "rohini", rasi: "simha" },
    ],
  });
  const archanai = staffBooking({ slot: "06:30", receiptNumber: "SN-2026-000101" });
  return { late, abhishekam, archanai };
}

/** What a day sheet of TEMPLE on 23 Nov 2026 needs (`day` read on every ask), `extra` over it. */
function sheetRoutes(
  day: () => Record<string, unknown>,
  extra: Parameters<typeof mockApi>[0] = {},
): Parameters<typeof mockApi>[0] {
  return {
    "GET /api/temples": templesAnswer,
    [`GET /api/temples/${TEMPLE}`]: () => ok({ id: TEMPLE, name: "Sri Kapaleeswarar" }),
    "GET /api/priest": priestsAnswer,
    [`GET /api/staff/temples/${TEMPLE}/day-sheet`]: () =>
      ok({ temple: { id: TEMPLE, name: "Sri Kapaleeswarar" }, date: "2026-11-23", ...day() }),
    ...extra,
  };
}

/** The heading of TEMPLE's sheet for 23 Nov 2026, once it has loaded. */
const sheetHeading = () =>
  screen.findByRole("heading", { name: "Sri Kapaleeswarar — Monday, 23 November 2026" }, slow);

describe("day sheet (issue 6 'Staff')", { timeout: 30_000 }, () => {
  it("opens on a temple with rituals that day when none is chosen", async () => {
    const { archanai } = sheet();
    const api = mockApi(
      sheetRoutes(() => ({ bookings: [archanai] }), {
        "GET /api/staff/bookings": () => list([archanai]),
      }),
    );
    await renderCms("/bookings/day-sheet?date=2026-11-23", <DaySheetPage />);
    expect(await sheetHeading()).toBeInTheDocument();
    // It asked for that day's bookings, not every day's.
    expect(queriesTo(api, "GET", "/api/staff/bookings")[0]?.get("date")).toBe("2026-11-23");
  });

  it("asks for a temple when nothing is booked that day", async () => {
    mockApi({
      "GET /api/temples": templesAnswer,
      "GET /api/priest": priestsAnswer,
      "GET /api/staff/bookings": () => list([]),
    });
    await renderCms("/bookings/day-sheet?date=2026-11-23", <DaySheetPage />);
    expect(
      await screen.findByText("Choose a temple to see its day sheet.", {}, slow),
    ).toBeInTheDocument();
  });

  it("groups the day by slot, then pooja, with each participant's sankalpam details", async () => {
    const { late, abhishekam, archanai } = sheet();
    const api = mockApi(sheetRoutes(() => ({ bookings: [late, archanai, abhishekam] })));
    await renderCms(`/bookings/day-sheet?temple=${TEMPLE}&date=2026-11-23`, <DaySheetPage />);
    expect(await sheetHeading()).toBeInTheDocument();
    expect(queriesTo(api, "GET", `/api/staff/temples/${TEMPLE}/day-sheet`)[0]?.get("date")).toBe(
      "2026-11-23",
    );
    expect(screen.getByText("3 bookings")).toBeInTheDocument();

    const slots = screen.getAllByRole("region");
    expect(slots.map((s) => s.getAttribute("aria-label"))).toEqual(["Slot 06:30", "Slot 18:00"]);
    expect(
      within(slots[0]!)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Abhishekam", "Archanai"]);

    const abhishekamTable = within(slots[0]!).getByRole("table", { name: "06:30 Abhishekam" });
    const rows = within(abhishekamTable).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        "SN-2026-000102",
        "Ravi",
        "Bharadwaja",
        "Ashwini",
        "Mesha (Aries)",
        "Good health for mother",
        "Sri Raghavan",
        "Confirmed",
        "Mark performed",
      ],
      ["Meena", "Bharadwaja", "Rohini", "Simha (Leo)"],
    ]);
  });

  it("shows stars and signs in the reader's language", async () => {
    const { archanai } = sheet();
    mockApi(sheetRoutes(() => ({ bookings: [archanai] })));
    await renderCms(`/bookings/day-sheet?temple=${TEMPLE}&date=2026-11-23`, <DaySheetPage />);
    await screen.findByRole("cell", { name: "Rohini" }, slow);
    await act(() => i18n.changeLanguage("ta"));
    expect(await screen.findByRole("cell", { name: "ரோகிணி" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "சிம்மம்" })).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
  });

  it("warns when the temple has since been closed that day, above the bookings made before", async () => {
    const { archanai } = sheet();
    mockApi(sheetRoutes(() => ({ closure: { reason: "Grahanam" }, bookings: [archanai] })));
    await renderCms(`/bookings/day-sheet?temple=${TEMPLE}&date=2026-11-23`, <DaySheetPage />);
    const text = await screen.findByText(/^Closed for bookings on this day/, {}, slow);
    const warning = text.closest<HTMLElement>(".MuiAlert-root");
    expect(warning).toHaveTextContent("Closed for bookings on this day: Grahanam.");
    expect(warning).toHaveTextContent("refund them or ask the devotees to choose another day");
    expect(screen.getByRole("cell", { name: archanai.receiptNumber })).toBeInTheDocument();
  });

  it("marks a booking performed from its row and refreshes the sheet", async () => {
    const { archanai } = sheet();
    let performed = false;
    const api = mockApi(
      sheetRoutes(
        () => ({ bookings: [{ ...archanai, status: performed ? "performed" : "confirmed" }] }),
        {
          [`POST /api/staff/bookings/${archanai.id}/performed`]: () => {
            performed = true;
            return ok({ ...archanai, status: "performed" });
          },
        },
      ),
    );
    const user = userEvent.setup();
    await renderCms(`/bookings/day-sheet?temple=${TEMPLE}&date=2026-11-23`, <DaySheetPage />);
    await user.click(
      await screen.findByRole("button", { name: `Mark ${archanai.receiptNumber} performed` }, slow),
    );
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Mark performed" }));
    expect(await screen.findByText("Marked performed.")).toBeInTheDocument();
    expect(callsTo(api, `/api/staff/bookings/${archanai.id}/performed`)[0]?.body).toEqual({});
    expect(await screen.findByRole("cell", { name: "Performed" })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: `Mark ${archanai.receiptNumber} performed` }),
    ).toBeNull();
  });

  it("asks for a temple before loading anything", async () => {
    const api = mockApi({ "GET /api/temples": () => list([]) });
    await renderCms("/bookings/day-sheet", <DaySheetPage />);
    expect(
      await screen.findByText("Choose a temple to see its day sheet.", {}, slow),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([u]) => String(u).includes("day-sheet"))).toBe(false);
  });
});
