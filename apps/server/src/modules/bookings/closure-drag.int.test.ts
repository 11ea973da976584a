import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { clock } from "./clock.js";

/**
 * Issue 12: the calendar's drag and resize save through `POST /api/calendar/events/update` with
 * only the new times; a closure keeps its booking effect (decision 066) at its new dates.
 */
const ctx = await createTestApp();
clock.now = () => new Date("2026-03-02T04:00:00Z");
// Closures are an admin's (decision 200): they make days unbookable and text booked devotees.
const admin = await createUser(ctx, "admin");
const { temple } = await createTemple(ctx);
const pooja = await createPooja(ctx, temple.id, {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  slots: [{ time: "18:00", capacity: 5 }],
  bookingWindowDays: 30,
  cutoffHours: 1,
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: admin.headers, payload });
async function closed(from: string, to: string) {
  const res = await ctx.app.inject({
    url: `/api/poojas/${pooja.id}/availability?from=${from}&to=${to}`,
  });
  return res
    .json()
    .data.days.flatMap((d: { date: string; closed: string | null }) => (d.closed ? [d.date] : []));
}

describe("a closure dragged or resized on the calendar", () => {
  it("closes its new dates and reopens the old ones, staying a closure", async () => {
    const added = await post("/api/calendar/events/add", {
      title: "Temple cleaning",
      kind: "closure",
      templeId: temple.id,
      allDay: true,
      start: "2026-03-09T18:30:00Z",
      end: "2026-03-10T18:30:00Z",
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id;
    expect(await closed("2026-03-09", "2026-03-14")).toEqual(["2026-03-10"]);

    // Dragged two days later: the body carries only id, start and end, as the calendar sends.
    const moved = await post("/api/calendar/events/update", {
      id,
      start: "2026-03-11T18:30:00Z",
      end: "2026-03-12T18:30:00Z",
    });
    expect(moved.json().data).toMatchObject({ kind: "closure", templeId: temple.id });
    expect(await closed("2026-03-09", "2026-03-14")).toEqual(["2026-03-12"]);

    // Its end edge dragged one more day: two dates closed.
    await post("/api/calendar/events/update", { id, end: "2026-03-13T18:30:00Z" });
    expect(await closed("2026-03-09", "2026-03-14")).toEqual(["2026-03-12", "2026-03-13"]);
  });

  it("refuses an end before the start and keeps the dates it had", async () => {
    const added = await post("/api/calendar/events/add", {
      title: "Repairs",
      kind: "closure",
      templeId: temple.id,
      start: "2026-03-20T04:00:00Z",
      end: "2026-03-20T10:00:00Z",
    });
    const id = added.json().data.id;
    const bad = await post("/api/calendar/events/update", { id, end: "2026-03-19T10:00:00Z" });
    expect(bad.statusCode).toBe(400);
    expect(await closed("2026-03-19", "2026-03-21")).toEqual(["2026-03-20"]);
  });
});
